// The shell: header, search, mega menu, promo tabs, languages, mobile bar and menu, toasts, the
// signed-in header, and the shell served from the last good copy while the CMS calls fail.
// Runs with JavaScript on and off (the two projects); JS-only scenarios skip themselves.
import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { DEMO_PASSWORD } from "../../demo-erp/customers";
import { signIn } from "./support/sign-in";
import { startShopWithErp, type RunningProcess, type ShopWithErp } from "../support/processes";

test.describe("guest", () => {
  test("browses the Italian home: logo, search, menu, promo tabs and footer", async ({ page }) => {
    await page.goto("/");
    const header = page.locator(".site-header");
    await expect(header.getByRole("link", { name: /^Ferramenta Pro.*– Home$/ })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Accedi" })).toHaveAttribute("href", "/pages/login");
    await expect(header.getByRole("link", { name: /Carrello/ })).toHaveAttribute("href", "/pages/cart?tab=active");

    const menu = page.getByRole("navigation", { name: "Categorie" });
    const group = menu.locator(".mega-menu__item details").first();
    await group.locator("summary").click();
    const firstLink = group.locator(".mega-menu__panel a").first();
    await expect(firstLink).toBeVisible();
    await expect(menu.locator(".mega-menu__placeholder")).toHaveCount(0);
    await expect(menu.locator('a[target="_blank"]:not([rel~="noopener"])')).toHaveCount(0);

    const promo = page.getByRole("navigation", { name: "Promozioni" });
    await expect(promo.getByRole("link", { name: "Riordina i tuoi articoli" })).toHaveAttribute("href", "/shop?latest-order-list=true");
    expect(await promo.getByRole("link").count()).toBeGreaterThan(8);

    await expect(page.locator(".site-footer__cms")).toContainText("P.IVA");
  });

  test("the search box is a GET form to /shop?text=", async ({ page }) => {
    await page.goto("/en");
    const search = page.locator(".search-form--desktop");
    await search.locator('input[name="text"]').fill("drill");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en\/shop\?text=drill$/);
    await expect(page.locator('.search-form--desktop input[name="text"]')).toHaveValue("drill");
  });

  test("the mega menu closes on a second click, on Escape and when a navigation starts", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the closing behaviours are enhancements");
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

  test("a header that first shows after the login page has the menu and the footer", async ({ page }) => {
    await page.goto("/en/pages/login");
    await expect(page.locator(".mega-menu")).toHaveCount(0);
    await signIn(page, "info@termoidraulicaesposito.example");
    const menu = page.getByRole("navigation", { name: "Categories" });
    await expect(menu.locator(".mega-menu__item details").first()).toBeAttached();
    await expect(menu.locator(".mega-menu__placeholder")).toHaveCount(0);
    await expect(menu.locator(".mega-menu__panel a").first()).toHaveAttribute("href", /^\/en\//);
    await expect(page.locator(".site-footer__cms")).toContainText("IT03318920374");
  });

  test("the promo tabs move by a page of 8 with the arrows", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the tabs are a scrollable row of links");
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

  test("the mega menu closes 300 ms after the pointer leaves it", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "an enhancement");
    await page.goto("/en");
    await page.waitForLoadState("networkidle"); // the pointer handlers exist once the page is hydrated
    const group = page.locator(".mega-menu__item details").first();
    await group.locator("summary").click();
    await expect(group).toHaveAttribute("open", "");
    await page.mouse.move(5, 700);
    await expect(group).not.toHaveAttribute("open", { timeout: 2_000 });
  });
});

/** A Remix cookie's value: URI-encoded base64 of JSON. */
function cookieValue(raw: string | undefined): unknown {
  return raw === undefined ? undefined : JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8"));
}

test("with JavaScript the header sticks after 300 px and a button scrolls back up after 400 px", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "both are enhancements");
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

test("with JavaScript a navigation without a connection shows 'Network Error' inside the shell", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "only a client-side navigation can fail this way");
  await page.goto("/en");
  await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
  await page.locator(".site-logo").click();
  await expect(page.getByRole("heading", { name: "Network Error" })).toBeVisible();
  await expect(page.getByText("Check your internet connection!")).toBeVisible();
  // The shell stays, from the last copy the browser had.
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("languages", () => {
  test("the switch keeps the page and the query and remembers the language for 365 days", async ({ page, context }) => {
    await page.goto("/nothing-here?ref=abc");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.locator(".lang-switch").getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(/\/en\/nothing-here\?ref=abc$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page).toHaveTitle("This page could not be found – Ferramenta Pro");

    const cookie = (await context.cookies()).find((candidate) => candidate.name === "locale");
    expect(cookieValue(cookie?.value)).toBe("en");
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // Back to Italian from inside the site: the Italian page stays Italian.
    await page.locator(".lang-switch").getByRole("link", { name: "IT" }).click();
    await expect(page).toHaveURL(/\/nothing-here\?ref=abc$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
  });

  test("a client navigation to a page with texts of its own brings them, in the page's language only", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "a client navigation needs JavaScript");
    await page.goto("/en/shop");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/build/")) scripts.push(response.text());
    });
    await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const bodies = await Promise.all(scripts);
    expect(bodies.some((body) => body.includes("Sign in to your account"))).toBe(true);
    expect(bodies.some((body) => body.includes("Accedi al tuo account"))).toBe(false);
  });

  test("a visitor landing on / from outside goes to /en when English was the last language", async ({ page, context }) => {
    await page.goto("/en");
    expect(cookieValue((await context.cookies()).find((cookie) => cookie.name === "locale")?.value)).toBe("en");
    await page.goto("/?from=bookmark");
    await expect(page).toHaveURL(/\/en\?from=bookmark$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // A click on IT inside the site is not overruled.
    await page.locator(".lang-switch").getByRole("link", { name: "IT" }).click();
    await expect(page).toHaveURL(/\/\?from=bookmark$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
  });

  test("head: title, hreflang alternates and canonical in English", async ({ page }) => {
    await page.goto("/en?x=1");
    await expect(page).toHaveTitle("Ferramenta Pro – wholesale distributor of hardware articles");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/en?x=1`);
    await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute("href", `${origin}/?x=1`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/?x=1`);
  });
});

test.describe("mobile (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the bottom bar has Home, Categories, Wishlist and Login, and no cart for a guest", async ({ page }) => {
    await page.goto("/en");
    const bar = page.getByRole("navigation", { name: "Quick links" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
    await expect(bar.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/en/pages/wishlist");
    await expect(bar.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/en/pages/login");
    await expect(bar.getByRole("link", { name: /Cart/ })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Categories" }).first()).toBeHidden();

    await bar.getByRole("link", { name: "Categories" }).click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    const width = await panel.locator(".mobile-menu__panel").evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(260);
    const firstGroup = panel.locator("details").first();
    await panel.locator("summary").first().click();
    await expect(firstGroup.locator("a").first()).toBeVisible();
  });

  test("with JavaScript the categories panel is a dialog that Escape closes", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the off-canvas behaviour is an enhancement");
    await page.goto("/en");
    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Categories" }).click();
    const dialog = page.getByRole("dialog", { name: "Categories" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close the menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the mobile search needs a text", async ({ page }) => {
    await page.goto("/en");
    await page.locator(".mobile-search > summary").click();
    const input = page.locator(".search-form--mobile input[name=text]");
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("required", "");
    await input.fill("tap");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/shop\?text=tap$/);
    await expect(page.locator(".search-form--mobile")).toBeHidden();
  });
});

test.describe("autocomplete", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "an enhancement: the plain search works without it");

  test("suggests five products after 2 characters and picks one with the keyboard", async ({ page }) => {
    await page.goto("/en");
    const box = page.locator(".search-form--desktop").getByRole("combobox", { name: "Search products" });
    await box.fill("ta");
    await page.waitForTimeout(800);
    await expect(box).toHaveAttribute("aria-expanded", "false");

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

  test("the resource refuses a too short or too long query", async ({ request }) => {
    const tooShort = await request.get("/api/autocomplete?q=ab");
    expect(tooShort.status()).toBe(400);
    expect(tooShort.headers()["cache-control"]).toBe("no-store");
    expect((await request.get(`/api/autocomplete?q=${"x".repeat(101)}`)).status()).toBe(400);
    const answer = await request.get("/en/api/autocomplete?q=tassello");
    expect(answer.status()).toBe(200);
    // The same suggestions for everyone: shared caches may keep them for a minute.
    expect(answer.headers()["cache-control"]).toBe("public, max-age=60");
    const body = (await answer.json()) as { suggestions: { name: string; href: string }[] };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    expect((await request.get("/de/api/autocomplete?q=tassello")).status()).toBe(404);
  });
});

// ---- With our own demo ERP and shop: a signed-in session, toasts, and CMS faults ----

/**
 * Signs a demo customer in through the shop's own sign-in form (a plain POST, as without
 * JavaScript) and returns the session cookie it sets. The cookie holds only a session id.
 */
async function signedInCookie(shopUrl: string, username: string): Promise<string> {
  const answer = await fetch(`${shopUrl}/en/pages/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: shopUrl },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD, name__confirm: "" }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  if (!session) throw new Error("the sign-in set no session cookie");
  return session.slice("__session=".length, session.indexOf(";"));
}

async function useSession(context: BrowserContext, url: string, value: string) {
  await context.addCookies([{ name: "__session", value, url }]);
}

test.describe("with its own demo ERP", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  let pair: ShopWithErp;
  let erp: RunningProcess;
  let shop: RunningProcess;

  test.beforeAll(async () => {
    pair = await startShopWithErp("shell", { shopEnv: { ERP_CACHE_TTL_MS: "200" } });
    ({ erp, shop } = pair);
  });

  test.afterAll(async () => {
    await pair?.stop();
  });

  test("a signed-in customer sees name, company, addresses and the cart totals", async ({ page, context, javaScriptEnabled }) => {
    await useSession(context, shop.url, await signedInCookie(shop.url, "info@termoidraulicaesposito.example"));
    await page.goto(`${shop.url}/en`);
    const topbar = page.locator(".site-topbar");
    await expect(topbar.locator(".site-topbar__name")).not.toBeEmpty();
    await expect(topbar.locator(".site-topbar__company")).toContainText("Esposito");
    await expect(topbar.getByLabel("Delivery address").locator("option")).toHaveCount(2);
    await expect(page.locator(".header-actions").getByRole("link", { name: "Account" })).toHaveAttribute("href", "/en/pages/account");
    const cart = page.locator(".header-cart");
    // Without JavaScript the header cart is a link to the cart page; with it, it opens the mini cart.
    if (javaScriptEnabled) await expect(cart).toHaveAttribute("aria-expanded", "false");
    else await expect(cart).toHaveAttribute("href", "/en/pages/cart?tab=active");
    await expect(cart.locator(".badge")).toHaveText(/^\d+$/);
    await expect(cart.locator(".header-cart__totals")).toHaveText(/^Net €\d+\.\d\d · Total €\d+\.\d\d$/);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: /Cart/ })).toHaveAttribute(
      "href",
      "/en/pages/cart?tab=active",
    );
  });

  test("a customer who switched autocomplete off gets the plain search box", async ({ page, context, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "autocomplete needs JavaScript anyway");
    await useSession(context, shop.url, await signedInCookie(shop.url, "ordini@edilcolorbianchi.example"));
    await page.goto(`${shop.url}/en/pages/account`);
    await page.getByLabel("Off", { exact: true }).check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved: they apply from the next page.")).toBeVisible();
    await page.goto(`${shop.url}/en`);
    await expect(page.locator(".promo-tabs").getByRole("button", { name: "Next" })).toBeVisible(); // hydrated
    const input = page.locator('.search-form--desktop input[name="text"]');
    await expect(input).not.toHaveAttribute("role", "combobox");
    let asked = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/autocomplete")) asked = true;
    });
    await input.fill("tassello");
    await page.waitForTimeout(1_200);
    expect(asked).toBe(false);
    await expect(page.getByRole("listbox")).toHaveCount(0);
  });

  test("a toast shows once", async ({ page, context, javaScriptEnabled }) => {
    // Signing in leaves the "signed in" toast in the new session, for the next page to show.
    await useSession(context, shop.url, await signedInCookie(shop.url, "info@termoidraulicaesposito.example"));
    await page.goto(`${shop.url}/en`);
    const region = page.getByRole("status").filter({ has: page.locator(".toast") });
    await expect(region.locator(".toast")).toHaveText(["Signed in successfully."]);
    if (javaScriptEnabled) {
      await expect(page.locator(".toasts--floating .toast")).toHaveCount(0, { timeout: 4_000 });
    }
    await page.reload();
    await expect(page.locator(".toast")).toHaveCount(0);
  });

  test("with the menu and footer calls failing the shell renders from the last good copy", async ({ page }) => {
    await page.goto(`${shop.url}/en`);
    const menuItems = page.locator(".mega-menu__item:not(.mega-menu__placeholder)");
    const before = await menuItems.count();
    expect(before).toBeGreaterThan(3);
    await expect(page.locator(".site-footer__cms")).toContainText("IT03318920374");

    const rules = ["/cms/b2b-menu-items", "/api/method/omnicommerce.controllers.html.get_footers"].map((rulePath) => ({
      path: rulePath,
      status: 503,
      times: null,
    }));
    await pair.setFaults(rules);
    try {
      expect((await fetch(`${erp.url}/cms/b2b-menu-items`)).status).toBe(503);
      await page.waitForTimeout(1_000); // past the 200 ms freshness and the stale-while-revalidate window
      const response = await page.goto(`${shop.url}/en`);
      expect(response?.status()).toBe(200);
      await expect(menuItems).toHaveCount(before);
      await expect(page.locator(".site-footer__cms")).toContainText("IT03318920374");
      await expect(page.getByRole("navigation", { name: "Categories" }).first()).toBeVisible();

      // Italian was never loaded on this shop: no copy to fall back on, so the placeholders show.
      await page.context().clearCookies(); // else the remembered English would send / to /en
      expect((await page.goto(shop.url))?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
      await expect(page.locator(".mega-menu__placeholder")).toHaveCount(25);
      await expect(page.locator(".site-footer")).toContainText("Ferramenta Pro");
    } finally {
      await pair.setFaults([]);
    }
  });
});
