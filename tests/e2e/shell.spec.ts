// The shell in a browser: one JavaScript-off journey (home -> menu link -> search -> language, @no-js),
// and what needs a browser: the mega menu closing (click, Escape, another item, a navigation, the
// pointer leaving), the sticky header and scroll-to-top, the promo tab arrows, a failed client
// navigation, texts brought by a client navigation, the shell mounted after the bare login page, a
// floating toast, the mobile bar's categories panel (375 px) and search, and the autocomplete.
// The shell's markup (links, menu, footer, head, mobile bar, signed-in header, toasts) and the
// language rules are tests/http/shell-*.test.ts.
import { expect, ownCustomer, signInAs, test } from "./support/test";

const ESPOSITO = "info@termoidraulicaesposito.example";
const BIANCHI = "ordini@edilcolorbianchi.example";

test(
  "a visitor goes home, follows a menu link, searches and switches to English",
  { tag: ["@no-js"] },
  async ({ page, context, javaScriptEnabled }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");

    const menu = page.getByRole("navigation", { name: "Categorie" });
    const group = menu.locator(".mega-menu__item details").first();
    await group.locator("summary").click();
    const link = group.locator(".mega-menu__panel a").first();
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);

    const search = page.locator(".search-form--desktop");
    await search.getByLabel("Cerca prodotti").fill("drill");
    await search.getByRole("button", { name: "Cerca" }).click();
    await expect(page).toHaveURL(/\/shop\?text=drill$/);
    await expect(page.getByRole("heading", { level: 1, name: "Risultati per “drill”" })).toBeVisible();

    await page.locator(".lang-switch").getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(/\/en\/shop\?text=drill$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator(".search-form--desktop").getByLabel("Search products")).toHaveValue("drill");
    // Without JavaScript nothing registers the service worker (with it: installable.spec.ts).
    if (!javaScriptEnabled) expect(context.serviceWorkers()).toEqual([]);
  },
);

test.describe("the mega menu", () => {
  test("closes on a second click, on Escape, when another item opens and when a navigation starts", async ({ page }) => {
    await page.goto("/en");
    const group = page.locator(".mega-menu__item details").first();
    const summary = group.locator("summary");
    await summary.click();
    await expect(group).toHaveAttribute("open", "");
    await summary.click();
    await expect(group).not.toHaveAttribute("open");

    await summary.click();
    await page.keyboard.press("Escape");
    await expect(group).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    // Opening another item closes the first one.
    const second = page.locator(".mega-menu__item details").nth(1);
    await summary.click();
    await second.locator("summary").click();
    await expect(group).not.toHaveAttribute("open");
    await expect(second).toHaveAttribute("open", "");

    // The menu is the server's static markup: its links still navigate in the page, like <Link>s.
    const link = second.locator(".mega-menu__panel a").first();
    const href = await link.getAttribute("href");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
    await expect(second).not.toHaveAttribute("open");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("closes 300 ms after the pointer leaves it", async ({ page }) => {
    await page.goto("/en");
    const group = page.locator(".mega-menu__item details").first();
    await group.locator("summary").click();
    await expect(group).toHaveAttribute("open", "");
    await page.mouse.move(5, 700);
    await expect(group).not.toHaveAttribute("open", { timeout: 2_000 });
  });
});

test("the promo tabs move by a page of 8 with the arrows", async ({ page }) => {
  await page.goto("/en");
  const promo = page.getByRole("navigation", { name: "Promotions" });
  const previous = promo.getByRole("button", { name: "Previous" });
  const next = promo.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const firstTab = promo.locator(".promo-tabs__tab").first();
  const ninthTab = promo.locator(".promo-tabs__tab").nth(8);
  await expect(firstTab).toBeInViewport();
  await expect(ninthTab).not.toBeInViewport();
  await next.click();
  await expect(ninthTab).toBeInViewport();
  await expect(previous).toBeEnabled();
});

test("the header sticks after 300 px and a button scrolls back up after 400 px", async ({ page }) => {
  await page.goto("/en");
  const top = page.getByRole("button", { name: "Back to top" });
  await expect(top).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 350));
  await expect(page.locator(".site-header")).toHaveClass(/site-header--sticky/);
  await expect(top).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator(".site-header")).not.toHaveClass(/site-header--sticky/);
});

test("a client navigation without a connection shows 'Network Error' inside the shell", async ({ page }) => {
  await page.goto("/en");
  await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
  await page.locator(".site-logo").click();
  await expect(page.getByRole("heading", { name: "Network Error" })).toBeVisible();
  await expect(page.getByText("Check your internet connection!")).toBeVisible();
  // The shell stays, from the last copy the browser had.
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a client navigation to a page with texts of its own brings them, in the page's language only", async ({ page }) => {
  await page.goto("/en/shop");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const texts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/build/texts/")) texts.push({ url: response.url(), body: response.text() });
  });
  await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The login page's namespace, from its file of the build: English only.
  expect(texts.map(({ url }) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/build\/texts\/en\/login-[\w-]+\.json$/)]);
  expect(await texts[0]!.body).toContain("Sign in to your account");
});

test("a shell that first mounts after the bare login page gets the menu in its language and the footer", async ({ page }) => {
  await page.goto("/en/pages/login");
  await expect(page.locator(".mega-menu")).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: /^Ferramenta Pro.*– Home$/ }).click();
  await expect(page).toHaveURL(/\/en$/);
  const menu = page.getByRole("navigation", { name: "Categories" });
  await expect(menu.locator(".mega-menu__item details").first()).toBeAttached();
  await expect(menu.locator(".mega-menu__placeholder")).toHaveCount(0);
  await expect(menu.locator(".mega-menu__panel a").first()).toHaveAttribute("href", /^\/en\//);
  await expect(page.locator(".site-footer__cms")).toContainText("IT03318920374");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("a toast floats and goes by itself", async ({ page, context, shop }) => {
  // A new session: signing in leaves the "signed in" toast in it, for the next page to show.
  await signInAs(context, shop, ESPOSITO, { fresh: true });
  await page.goto("/en");
  const floating = page.locator(".toasts--floating .toast");
  await expect(floating).toHaveText(["Signed in successfully."]);
  await expect(floating).toHaveCount(0, { timeout: 4_000 });
});

test.describe("mobile (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the bottom bar's Categories opens the categories panel, which closes again", { tag: ["@no-js"] }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/en");
    const bar = page.getByRole("navigation", { name: "Quick links" });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Categories" }).first()).toBeHidden();

    await bar.getByRole("link", { name: "Categories" }).click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    const width = await panel.locator(".mobile-menu__panel").evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(260);
    // With JavaScript the panel is a dialog, and the focus moves into it.
    const dialog = page.getByRole("dialog", { name: "Categories" });
    if (javaScriptEnabled) await expect(dialog.getByRole("button", { name: "Close the menu" })).toBeFocused();
    const firstGroup = panel.locator("details").first();
    await panel.locator("summary").first().click();
    await expect(firstGroup.locator("a").first()).toBeVisible();

    if (javaScriptEnabled) {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    } else {
      // Without it the panel is the target of the link (:target); its close link leaves it.
      await panel.getByRole("link", { name: "Close the menu" }).click();
      await expect(panel).toBeHidden();
    }
  });

  test("the search button opens the search box, which closes once the search is sent", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("banner").locator(".mobile-search > summary").click();
    const input = page.locator(".search-form--mobile").getByLabel("Search products");
    await expect(input).toBeVisible();
    await input.fill("tap");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/shop\?text=tap$/);
    await expect(page.locator(".search-form--mobile")).toBeHidden();
  });
});

test.describe("autocomplete", () => {
  test("suggests five products and picks one with the keyboard", async ({ page }) => {
    await page.goto("/en");
    const box = page.locator(".search-form--desktop").getByRole("combobox", { name: "Search products" });
    await box.fill("tassello");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list).toBeVisible();
    const options = list.getByRole("option");
    await expect(options).toHaveCount(5);
    await expect(options.first().locator("img")).toHaveCount(1);
    await expect(box).toHaveAttribute("aria-expanded", "true");

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    await box.press("Escape");
    await expect(list).toBeHidden();

    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/product\/default\/[^/]+$/);
  });

  test("a customer who switches it off gets the plain search box", async ({ page, context, shop }) => {
    // The setting is the ERP's, per customer and address: a customer of this test's own.
    await ownCustomer(context, shop, BIANCHI);
    await page.goto("/en");
    const desktop = page.locator(".search-form--desktop");
    await expect(desktop.getByRole("combobox", { name: "Search products" })).toBeVisible();

    const saved = await context.request.post(`${shop.url}/en/pages/settings`, {
      form: { priceView: "net", autocomplete: "off" },
      headers: { origin: shop.url },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
    await page.goto("/en");
    // Hydrated (page.goto waited for it), and still a plain search box: no combobox, no suggestions list.
    await expect(desktop.getByRole("searchbox", { name: "Search products" })).toBeVisible();
    await expect(desktop.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByRole("listbox")).toHaveCount(0);
  });
});
