// The signed-in account area as a JavaScript-off browser gets it, on the run's shops (both dialects
// where the ERP's answer shapes matter): the dashboard, the wishlist's one name, the order lines'
// net figures, a refused password change, a broken date range, document PDFs and the deadlines CSV,
// the price view setting, and another customer's order and documents refused. The status filter,
// order detail and reorder are the account's JavaScript-off journey in tests/e2e/account-signed-in.spec.ts;
// the loaders' and actions' rules are tests/integration/account-pages.test.ts and account-documents.test.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { bodyRows, cell, fill, pathOf } from "./support/account";
import { Visitor, type HtmlPage } from "./support/visitor";
import { press, redirectOf } from "./support/forms";
import { open, quickOrder } from "./support/cart";
import { pieceArticles } from "../support/articles";

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const DIALECTS = ["default", "varying"] as const;

/** The value of a description list's term on the page (`<dt>term</dt><dd>value</dd>`). */
function described(page: HtmlPage, term: string): string {
  const dt = page.getAllByText(term, { selector: "dt" })[0]!;
  return dt.nextElementSibling?.textContent?.trim() ?? "";
}

/** The download links of the page's documents table. */
function pdfLinks(page: HtmlPage): HTMLAnchorElement[] {
  return within(page.getAllByRole("table")[0]!).getAllByRole("link", { name: /PDF/ }) as HTMLAnchorElement[];
}

describe.each(DIALECTS)("%s dialect", (dialect) => {
  const shop = testShop(dialect);

  test("the dashboard shows credit position, deadlines, latest orders and documents, saved carts and quick links", async () => {
    const page = await (await Visitor.signedIn(ROSSI.username, { shop })).page("/en/pages/dashboard");
    expect(page.status).toBe(200);
    for (const name of ["Credit position", "Payment deadlines", "Latest orders", "Latest documents", "Saved carts"]) {
      expect(page.getByRole("heading", { level: 2, name }), name).toBeTruthy();
    }
    expect(page.getByText("Credit limit", { exact: true })).toBeTruthy();
    const latestOrders = page.getByRole("heading", { level: 2, name: "Latest orders" }).closest("section") as HTMLElement;
    expect(within(latestOrders).getAllByRole("link")[0]!.textContent).toMatch(/^OC\//);
    const quickLinks = within(within(page.getByRole("main")).getByRole("navigation", { name: "Quick links" }));
    for (const name of ["Cart", "Orders", "Documents", "Payment deadlines", "Wishlist", "Account"]) {
      expect(quickLinks.getByRole("link", { name }), name).toBeTruthy();
    }
  });

  test("an order's lines show their net price and net amount, and the order the net the order list shows", async () => {
    const visitor = await Visitor.signedIn(ROSSI.username, { shop });
    const orders = await visitor.page("/en/pages/orders");
    const [row] = bodyRows(orders);
    const listedNet = cell(row!, "Net").textContent!.trim();
    expect(listedNet).toMatch(/€/);
    const detail = await visitor.page(pathOf(within(row!).getAllByRole("link")[0]!.getAttribute("href")!));
    expect(detail.status).toBe(200);
    expect(described(detail, "Total net")).toBe(listedNet);
    const lines = bodyRows(detail);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const column of ["Net price", "Net amount"]) {
        const text = cell(line, column).textContent!.trim();
        expect(text, column).toMatch(/€/);
        expect(text, column).not.toMatch(/^€\s?0\.00$/);
      }
    }
  });

  test("a refused password change shows the ERP's reason on the form, on the account page", async () => {
    const { visitor } = await Visitor.ownCustomer(ESPOSITO.username, { shop });
    const page = await visitor.page("/pages/account");
    const form = within(page.getByRole("button", { name: "Cambia password" }).closest("form") as HTMLElement);
    const response = await press(visitor, form.getByRole("button", { name: "Cambia password" }), {
      currentPassword: "non-e-questa-1",
      newPassword: "nuovapass1",
      confirmPassword: "nuovapass1",
    });
    expect(response.status).toBe(422);
    const answer = await visitor.parse(response);
    const refused = within(answer.getByRole("button", { name: "Cambia password" }).closest("form") as HTMLElement);
    expect(refused.getByRole("alert").textContent).toBe("Password is wrong");
    expect(answer.getByRole("heading", { level: 1 }).textContent).not.toBe("Pagina non trovata");
  });

  test("the invoice and the transport document download as PDF attachments", async () => {
    const visitor = await Visitor.signedIn(ROSSI.username, { shop });
    for (const kind of ["invoice", "delivery-note"]) {
      const page = await visitor.page(`/pages/documents?kind=${kind}`);
      const link = pdfLinks(page)[0]!;
      expect(link.hasAttribute("download")).toBe(true);
      const response = await visitor.get(link.getAttribute("href")!);
      expect(response.status, kind).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
    }
  });
});

test("the wishlist has one name everywhere, and a way in from the header and the dashboard", async () => {
  const visitor = await Visitor.signedIn(ESPOSITO.username);
  const dashboard = await visitor.page("/pages/dashboard");
  const headerLink = within(dashboard.getAllByRole("banner")[0]!).getByRole("link", { name: "Preferiti" });
  expect(within(dashboard.getByRole("main")).getByRole("link", { name: "Preferiti" })).toBeTruthy();
  const wishlist = await visitor.page(headerLink.getAttribute("href")!);
  expect(wishlist.getByRole("heading", { level: 1, name: "Preferiti" })).toBeTruthy();
  const home = await visitor.page("/");
  expect(within(home.getByRole("navigation", { name: "Collegamenti rapidi" })).getByRole("link", { name: "Preferiti" })).toBeTruthy();
  for (const page of [dashboard, wishlist, home]) expect(page.queryAllByText(/lista (dei )?desideri/i)).toEqual([]);
});

test("a broken date range is reported and the dates typed are kept", async () => {
  const page = await (await Visitor.signedIn(ROSSI.username)).page("/en/pages/orders?from=2026-03-01&to=2026-01-01");
  expect(page.getByRole("alert").textContent).toBe("The end date comes before the start date: the dates were ignored.");
  expect((page.getByLabelText("From") as HTMLInputElement).value).toBe("2026-03-01");
});

test("the payment deadlines page has overdue rows and exports them as CSV for Italian spreadsheets", async () => {
  const visitor = await Visitor.signedIn(ROSSI.username);
  const page = await visitor.page("/pages/deadlines");
  expect(page.document.querySelectorAll("tr.is-overdue").length).toBeGreaterThan(0);
  const response = await visitor.get(page.getByRole("link", { name: "Esporta CSV" }).getAttribute("href")!);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="payment-deadlines.csv"');
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split("\r\n")[0]).toBe("Scadenza;Descrizione;Documento;Tipo pagamento;Importo;Totale documento;Stato");
});

test("the search settings page (JavaScript off) switches the shop's and the cart's prices between net and gross for the delivery address", async () => {
  // The settings are the ERP's, per customer and address: a customer of the test's own.
  const { visitor } = await Visitor.ownCustomer(ESPOSITO.username);
  const [sku] = pieceArticles(1, { minPrice: 5, maxPrice: 40 });
  await quickOrder(visitor, [`${sku};3`]);
  const account = await visitor.page("/en/pages/account");
  const settingsPath = within(account.getByRole("navigation", { name: "Your account" }))
    .getByRole("link", { name: "Settings" })
    .getAttribute("href")!;
  expect(settingsPath).toBe("/en/pages/settings");
  for (const [choice, note, struck] of [
    ["Gross (VAT included)", "gross, VAT included", 0],
    ["Net (VAT excluded)", "net, VAT excluded", 1],
  ] as const) {
    const settings = await visitor.page(settingsPath);
    expect(settings.getByRole("heading", { name: `For delivery address ${ESPOSITO.addresses[0]!.code}` })).toBeTruthy();
    fill(settings, { [choice]: true });
    expect(redirectOf(await press(visitor, settings.getByRole("button", { name: "Save settings" })))).toBe(settingsPath);
    expect((await visitor.page(settingsPath)).getByText("Settings saved.")).toBeTruthy();
    const shopPage = await visitor.page("/en/shop");
    const notes = [...shopPage.document.querySelectorAll(".price__note")].map((element) => element.textContent);
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes)).toEqual(new Set([note]));
    // Gross shows the ERP's gross price alone; net strikes it beside the customer's discounted price.
    expect(shopPage.document.querySelectorAll(".price__list").length > 0 ? 1 : 0).toBe(struck);
    // The cart: gross, the line's amount says so with its net beside, and the goods' gross total is the line's.
    const cart = await open(visitor, "/en/pages/cart?tab=active");
    const lineTotal = cart.document.querySelector(".cart-line__total .cart-line__value")!.textContent;
    const totals = within(cart.getByRole("region", { name: "Order summary" }));
    if (struck === 0) {
      const [, amount] = /^(€[\d.,]+)VAT incl\.net €[\d.,]+$/.exec(lineTotal ?? "") ?? [];
      expect(amount, lineTotal ?? "").toBeDefined();
      expect(cart.getByTestId("cart-goods-gross").textContent).toBe(amount);
      expect(totals.getByText("Goods, VAT included")).toBeTruthy();
      expect(totals.getByText("Document total, VAT included")).toBeTruthy();
    } else {
      expect(lineTotal).toMatch(/^€[\d.,]+$/);
      expect(cart.queryByTestId("cart-goods-gross")).toBeNull();
      expect(totals.getByText("Document total")).toBeTruthy();
    }
  }
});

test("another customer's order, document and PDF are a 404, and their documents are not listed", async () => {
  const rossi = await Visitor.signedIn(ROSSI.username);
  const orderHref = within(bodyRows(await rossi.page("/pages/orders"))[0]!)
    .getAllByRole("link")[0]!
    .getAttribute("href")!;
  const pdfHref = pdfLinks(await rossi.page("/pages/documents"))[0]!.getAttribute("href")!;

  const bianchi = await Visitor.signedIn(BIANCHI.username);
  expect((await bianchi.get(orderHref)).status).toBe(404);
  expect((await bianchi.get(pdfHref)).status).toBe(404);
  const theirs = await bianchi.page("/pages/documents");
  expect(theirs.document.querySelector(`a[href="${pdfHref}"]`)).toBeNull();
});
