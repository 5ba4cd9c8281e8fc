// The shop listing as a customer uses it: search, facets and chips, family drill-down, pages,
// layouts kept in a cookie, barcode jump, the search tabs, load more and scroll restore; with
// JavaScript on and off (the two Playwright projects) wherever the feature works without it.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const products = (page: Page) => page.locator(".shop__body .product-row, .shop__body .product-card");
const facet = (page: Page, label: RegExp) => page.locator("details.facet").filter({ has: page.locator("summary", { hasText: label }) });
const chips = (page: Page) => page.locator(".filters__active .chip");

async function search(page: Page, text: string) {
  // With JavaScript the box becomes a combobox on hydration: type after it, not before.
  await page.waitForLoadState("networkidle");
  await page.locator('.search-form--desktop input[name="text"]').fill(text);
  await page.locator('.search-form--desktop input[name="text"]').press("Enter");
  await page.waitForURL(/\/shop\?text=/);
}

test("the offers tab lists the articles in promotion, under a removable chip with its name", { tag: "@dialect" }, async ({ page }) => {
  await page.goto("/shop");
  const allText = await page.locator(".shop__count").innerText();
  const all = Number(allText.replace(/\D/g, ""));
  await page.getByRole("navigation", { name: "Promozioni" }).getByRole("link", { name: "Offerte in corso" }).click();
  await expect(page).toHaveURL(/\/shop\?promo_list=true$/);
  await expect(chips(page).filter({ hasText: "Offerte in corso" })).toBeVisible();
  await expect(products(page).first()).toBeVisible();
  const offers = Number((await page.locator(".shop__count").innerText()).replace(/\D/g, ""));
  expect(offers).toBeGreaterThan(0);
  expect(offers).toBeLessThan(all);
  await chips(page).filter({ hasText: "Offerte in corso" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator(".shop__count")).toHaveText(allText);
});

test("search a word, add a brand facet, see its chip and remove it", { tag: "@dialect" }, async ({ page }) => {
  await page.goto("/");
  await search(page, "trapano");
  await expect(page.locator("h1")).toContainText("trapano");
  const total = await page.locator(".shop__count").innerText();
  const brand = facet(page, /Marca/).locator(".facet__value").first();
  const brandName = (await brand.locator(".facet__label").innerText()).trim();
  await brand.click();
  await expect(page).toHaveURL(/filters-id_brand=/);
  await expect(chips(page).filter({ hasText: brandName })).toBeVisible();
  await expect(page.locator(".shop__count")).not.toHaveText(total);
  for (const row of await products(page).locator(".product-row__meta").all()) await expect(row).toContainText(brandName);
  await chips(page).filter({ hasText: brandName }).click();
  await expect(page).not.toHaveURL(/filters-id_brand/);
  await expect(chips(page).filter({ hasText: brandName })).toHaveCount(0);
  await expect(page.locator(".shop__count")).toHaveText(total);
});

test("searching 'vite' (screw) shows screws first, not articles that merely mention a screw", async ({ page }) => {
  await page.goto("/");
  await search(page, "vite");
  await expect(products(page)).toHaveCount(12);
  await expect(products(page).first().getByRole("heading", { level: 2 })).toHaveText(/^Vite /);
  await expect(products(page).filter({ hasText: "Cutter professionale con blocco a vite" })).toHaveCount(0);
});

test("family level 1 then level 2; removing level 1 removes level 2 too", { tag: "@dialect" }, async ({ page }) => {
  await page.goto("/shop");
  await page.locator("details.facet").first().locator(".facet__value").first().click();
  await expect(page).toHaveURL(/family_lev1=/);
  await page.locator("details.facet").nth(1).locator(".facet__value").first().click();
  await expect(page).toHaveURL(/family_lev2=/);
  await expect(chips(page)).toHaveCount(2);
  await chips(page).first().click();
  await expect(page).not.toHaveURL(/family_lev/);
  await expect(chips(page)).toHaveCount(0);
});

test("page 2 through the pagination links, then 'No products' for an impossible search", async ({ page }) => {
  await page.goto("/shop?text=vite");
  const firstOnPage1 = await products(page).first().locator("h2 a").getAttribute("href");
  await page.getByRole("navigation", { name: "Pagine" }).getByRole("link", { name: "Pagina 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(products(page).first().locator("h2 a")).not.toHaveAttribute("href", firstOnPage1!);
  await expect(page.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
  await page.goto("/shop?text=zzzqqqxxx");
  await expect(page.locator(".shop__empty")).toHaveText("Nessun prodotto corrisponde alla tua selezione.");
  await expect(page.locator(".filters__empty")).toHaveText("Nessun risultato");
});

test("the layout choice is stored and kept after a reload; /shop/list forces the list", async ({ page }) => {
  await page.goto("/shop?text=vite");
  await expect(page.locator(".product-rows--small-list")).toBeVisible();
  await page.getByRole("button", { name: "Griglia" }).click();
  await expect(page.locator(".shop__body .product-grid")).toBeVisible();
  await expect(page).toHaveURL(/\/shop\?text=vite$/);
  await page.reload();
  await expect(page.locator(".shop__body .product-grid")).toBeVisible();
  await expect(page.getByRole("button", { name: "Griglia" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/shop/list?text=vite");
  await expect(page.locator(".product-rows--list")).toBeVisible();
});

test("product-detail mode jumps to the first product", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  await page.getByRole("button", { name: "Dettaglio prodotto" }).click();
  await expect(page).toHaveURL(/\/product\/(default|child)\/[A-Z]{2}\d{5}/);
});

test("an article code typed in the search box goes straight to the product", async ({ page }) => {
  await page.goto("/shop");
  const sku = (await products(page).first().locator(".product-row__meta span").first().innerText()).split(":")[1]!.trim();
  await page.waitForLoadState("networkidle");
  await page.locator('.search-form--desktop input[name="text"]').fill(sku);
  await page.locator('.search-form--desktop input[name="text"]').press("Enter");
  await expect(page).toHaveURL(new RegExp(`/product/default/${sku}$`));
});

test("the English listing lives under /en with English texts", async ({ page }) => {
  await page.goto("/en/shop?text=drill");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText("Results for “drill”");
  await expect(page).toHaveTitle("Search: drill – Ferramenta Pro");
  await expect(page.getByRole("button", { name: "Grid" })).toBeVisible();
  await expect(products(page).first()).toBeVisible();
  const brand = facet(page, /Brand/).locator(".facet__value").first();
  await brand.click();
  await expect(page).toHaveURL(/\/en\/shop\?text=drill&filters-id_brand=/);
  await expect(chips(page)).toHaveCount(2);
});

test("the price range is a GET form that bounds the listing", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  await page.waitForLoadState("networkidle"); // type after hydration, which keeps React's inputs in sync
  const total = await page.locator(".shop__count").innerText();
  await page.getByLabel("Prezzo minimo").first().fill("100");
  await page.getByLabel("Prezzo massimo").last().fill("200");
  await page.locator(".price-range").getByRole("button", { name: "Applica" }).click();
  await expect(page).toHaveURL(/min_price=100&max_price=200/);
  await expect(chips(page).filter({ hasText: "Prezzo: 100–200 EUR" })).toBeVisible();
  await expect(page.locator(".shop__count")).not.toHaveText(total);
  // The ERP filters on the list price; what is shown is the customer's price after discounts.
  for (const price of await products(page).locator(".price__current").allInnerTexts()) {
    const amount = Number(price.replace(/[^\d,]/g, "").replace(",", "."));
    expect(amount).toBeLessThanOrEqual(200);
  }
});

test("a guest asking for the latest-order list goes to /shop; an oversized query is a 400 panel", async ({ page }) => {
  await page.goto("/shop?latest-order-list=true");
  await expect(page).toHaveURL(/\/shop$/);
  const response = await page.goto(`/shop?text=${"a".repeat(2100)}`);
  expect(response?.status()).toBe(400);
  await expect(page.locator("h1")).toHaveText("Abbiamo un piccolo problema");
});

test("search tabs: a new search tab, a second search in it, switch back, close it", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  const tabs = page.locator(".search-tab");
  await expect(tabs).toHaveCount(1);
  await page.getByRole("button", { name: "Nuova ricerca", exact: true }).click();
  await expect(page).toHaveURL(/is_new_tab=true/);
  await expect(tabs).toHaveCount(2);
  await expect(tabs.nth(1)).toHaveClass(/search-tab--active/);
  await search(page, "martello pneumatico");
  await expect(tabs.nth(1).locator("a")).toHaveText("martello pne…");
  await tabs.nth(0).locator("a").click();
  await expect(page).toHaveURL(/text=trapano/);
  await expect(tabs.nth(0)).toHaveClass(/search-tab--active/);
  await tabs.nth(1).getByRole("button").click();
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first().getByRole("button")).toHaveCount(0);
});

test("load more appends the next page", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "load more is the JavaScript enhancement of the pagination links");
  await page.goto("/shop?text=vite");
  await expect(products(page)).toHaveCount(12);
  const first = await products(page).first().locator("h2").innerText();
  await page.getByRole("button", { name: "Carica altri" }).click();
  await expect(products(page)).toHaveCount(24);
  await expect(products(page).first().locator("h2")).toHaveText(first);
  await expect(page).toHaveURL(/\/shop\?text=vite$/);
});

test("the scroll position is restored when coming back to the listing", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "scroll restoration is done by the browser script");
  await page.goto("/shop?text=vite");
  const target = products(page).nth(10);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  // A plain click event: Playwright's click would first scroll the link out from under the sticky header.
  await target.locator("h2 a").dispatchEvent("click");
  await page.waitForURL(/\/product\//);
  await page.goBack();
  await page.waitForURL(/\/shop\?text=vite/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test("tabs cannot change while a load is in progress", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the in-progress state exists only for client-side navigation");
  await page.goto("/shop?text=trapano");
  await page.getByRole("button", { name: "Nuova ricerca", exact: true }).click();
  await expect(page.locator(".search-tab")).toHaveCount(2);
  await page.route("**/shop.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator(".search-tab a").first().click();
  await expect(page.locator(".search-tab a").first()).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: "Nuova ricerca", exact: true })).toBeDisabled();
  await page.waitForURL(/text=trapano/);
  await expect(page.locator(".search-tab a").first()).not.toHaveAttribute("aria-disabled", "true");
});

test("on a tablet /shop/list and /shop/small-list go to /shop keeping the query", async ({ request }) => {
  const tablet = await request.get("/shop/small-list?text=vite", { headers: { Cookie: "vw=800" }, maxRedirects: 0 });
  expect(tablet.status()).toBe(302);
  expect(tablet.headers().location).toBe("/shop?text=vite");
  const hinted = await request.get("/en/shop/list?text=vite", { headers: { "Sec-CH-Viewport-Width": "900" }, maxRedirects: 0 });
  expect(hinted.headers().location).toBe("/en/shop?text=vite");
  const desktop = await request.get("/shop/list?text=vite", { headers: { Cookie: "vw=1280" }, maxRedirects: 0 });
  expect(desktop.status()).toBe(200);
  const unknown = await request.get("/shop/list?text=vite", { maxRedirects: 0 });
  expect(unknown.status()).toBe(200);
});

test("every product card's picture loads through the shop's media route", { tag: "@dialect" }, async ({ page, request }) => {
  await page.goto("/shop");
  const pictures = products(page).locator("img");
  await expect(pictures.first()).toBeVisible();
  const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    // The browser never meets an ERP host: every picture is the shop's own /media address.
    expect(source).toMatch(/^\/media\/[^/]+\//);
    const answer = await request.get(source);
    expect(answer.status(), source).toBe(200);
    expect(answer.headers()["content-type"], source).toMatch(/^image\//);
  }
});
