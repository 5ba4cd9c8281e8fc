// The shell as a browser without JavaScript gets it: the header's links, the mega menu's markup, the
// promo tabs, the footer, the mobile bar and categories panel, the signed-in header with its cart
// totals, the toasts of the last action, and the shell of the page after the (bare) login page.
// What the shell does with JavaScript (menus closing, sticky header, dialogs) is tests/e2e/shell.spec.ts.
import { within } from "@testing-library/dom";
import { beforeAll, describe, expect, test } from "vitest";
import { Visitor, type HtmlPage } from "./support/visitor";

const ESPOSITO = "info@termoidraulicaesposito.example";

function hrefOf(element: HTMLElement): string | null {
  return element.getAttribute("href");
}

describe("a guest", () => {
  let italianHome: HtmlPage;
  let englishHome: HtmlPage;

  beforeAll(async () => {
    const guest = new Visitor();
    italianHome = await guest.page("/");
    englishHome = await new Visitor().page("/en");
  });

  test("the Italian header links home, to the sign-in page and to the cart page", () => {
    expect(italianHome.status).toBe(200);
    const header = within(italianHome.getByRole("banner"));
    expect(hrefOf(header.getByRole("link", { name: /^Ferramenta Pro.*– Home$/ }))).toBe("/");
    expect(hrefOf(header.getByRole("link", { name: "Accedi" }))).toBe("/pages/login");
    expect(hrefOf(header.getByRole("link", { name: /Carrello/ }))).toBe("/pages/cart?tab=active");
  });

  test("the mega menu is the whole menu as <details> panels of links, with no placeholder and no outside link that can reach back", () => {
    const menu = italianHome.getByRole("navigation", { name: "Categorie" });
    const panels = [...menu.querySelectorAll("details")];
    expect(panels.length).toBeGreaterThan(3);
    const first = within(panels[0] as HTMLElement);
    expect(hrefOf(first.getByRole("link", { name: "Viteria e bulloneria" }))).toBe("/shop?family_lev1=FE&family_lev2=FE01");
    expect(menu.querySelectorAll(".mega-menu__placeholder")).toHaveLength(0);
    const outside = within(menu)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("target") === "_blank");
    expect(outside.length).toBeGreaterThan(0);
    for (const link of outside) expect(link.getAttribute("rel")?.split(" ")).toContain("noopener");
  });

  test("the promo tabs are more than a page of 8 links, the reorder tab among them", () => {
    const promo = within(italianHome.getByRole("navigation", { name: "Promozioni" }));
    expect(hrefOf(promo.getByRole("link", { name: "Riordina i tuoi articoli" }))).toBe("/shop?latest-order-list=true");
    expect(promo.getAllByRole("link").length).toBeGreaterThan(8);
  });

  test("the footer is the CMS's, with the company's VAT number", () => {
    const footer = within(italianHome.getByRole("contentinfo"));
    expect(footer.getByText(/P\.IVA IT03318920374/)).toBeTruthy();
  });

  test("the English mobile bar has Home, Categories, Wishlist and Login, and no cart for a guest", () => {
    const bar = within(englishHome.getByRole("navigation", { name: "Quick links" }));
    expect(hrefOf(bar.getByRole("link", { name: "Home" }))).toBe("/en");
    expect(hrefOf(bar.getByRole("link", { name: "Categories" }))).toBe("#mobile-menu");
    expect(hrefOf(bar.getByRole("link", { name: "Wishlist" }))).toBe("/en/pages/wishlist");
    expect(hrefOf(bar.getByRole("link", { name: "Login" }))).toBe("/en/pages/login");
    expect(bar.queryByRole("link", { name: /Cart/ })).toBeNull();
  });

  test("the categories panel the bar opens (#mobile-menu) holds the menu tree in English, and a link that closes it", () => {
    const panel = englishHome.document.getElementById("mobile-menu") as HTMLElement;
    const inPanel = within(panel);
    expect(inPanel.getByRole("heading", { name: "Categories" })).toBeTruthy();
    expect(hrefOf(inPanel.getByRole("link", { name: "Close the menu" }))).toBe("#");
    const tree = inPanel.getAllByRole("link").map(hrefOf);
    expect(tree).toContain("/en/shop?family_lev1=FE");
    expect(tree.filter((href) => href?.startsWith("/en/shop?")).length).toBeGreaterThan(20);
  });
});

describe("a signed-in customer", () => {
  let home: HtmlPage;

  beforeAll(async () => {
    const customer = await Visitor.signedIn(ESPOSITO);
    home = await customer.page("/en");
  });

  test("sees name and company, a choice of the two delivery addresses and the account link", () => {
    const header = home.getByRole("banner");
    expect(header.querySelector(".site-topbar__name")?.textContent?.trim()).not.toBe("");
    expect(within(header).getByText(/Esposito/, { selector: ".site-topbar__company" })).toBeTruthy();
    const addresses = within(header).getByRole("combobox", { name: "Delivery address" });
    expect(within(addresses).getAllByRole("option")).toHaveLength(2);
    expect(hrefOf(within(header).getByRole("link", { name: "Account" }))).toBe("/en/pages/account");
  });

  test("the header cart links to the cart page with the number of lines and the net and total amounts", () => {
    const cart = within(home.getByRole("banner")).getByRole("link", { name: /Cart/ });
    expect(hrefOf(cart)).toBe("/en/pages/cart?tab=active");
    expect(cart.querySelector(".badge")?.textContent).toMatch(/^\d+$/);
    expect(cart.querySelector(".header-cart__totals")?.textContent).toMatch(/^Net €\d+\.\d\d · Total €\d+\.\d\d$/);
  });

  test("the mobile bar has the cart too", () => {
    const bar = within(home.getByRole("navigation", { name: "Quick links" }));
    expect(hrefOf(bar.getByRole("link", { name: /Cart/ }))).toBe("/en/pages/cart?tab=active");
  });
});

test("the sign-in's toast shows on the next page, in the status region, and only once", async () => {
  const customer = await Visitor.signedIn(ESPOSITO);
  const first = await customer.page("/en");
  const toasts = first.getAllByRole("status").find((region) => region.classList.contains("toasts"))!;
  expect([...toasts.querySelectorAll(".toast")].map((toast) => toast.textContent)).toEqual(["Signed in successfully."]);
  const again = await customer.page("/en");
  expect(again.queryByText("Signed in successfully.")).toBeNull();
});

test("the login page has no header of the shop; the page after signing in has the menu in its language and the footer", async () => {
  const visitor = new Visitor();
  const login = await visitor.page("/en/pages/login");
  expect(login.queryByRole("navigation", { name: "Categories" })).toBeNull();
  expect(login.queryByRole("banner")).toBeNull();
  const signedIn = await visitor.post("/en/pages/login", { username: ESPOSITO, password: "demo1234", name__confirm: "" });
  expect(signedIn.status).toBe(303);
  const next = await visitor.page(signedIn.headers.get("Location")!);
  const menu = within(next.getByRole("navigation", { name: "Categories" }));
  expect(menu.getAllByRole("link").every((link) => hrefOf(link)!.startsWith("/en/") || link.getAttribute("target") === "_blank")).toBe(true);
  expect(within(next.getByRole("contentinfo")).getByText(/IT03318920374/)).toBeTruthy();
});
