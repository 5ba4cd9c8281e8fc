// The shop listing where it needs a browser: the catalogue's journey through real links and forms
// (also with JavaScript off, @no-js; with it, one client-side navigation from the home page to the
// product), load more, the scroll position restored on the way back, the search tabs locked while a
// page loads, and the price slider. What the server answers (facets, chips, pages, layouts, tabs,
// detail mode, the barcode jump, redirects): tests/http/catalogue-shop.test.ts and catalogue-detail-mode.test.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const products = (page: Page) => page.locator(".shop__body .product-row, .shop__body .product-card");
const chips = (page: Page) => page.getByRole("region", { name: "Filtri attivi" }).locator("a.chip");

test("the catalogue journey: search, a brand facet, its chip, page 2, a product page", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  // With JavaScript every step below is a client-side navigation: this mark survives them all.
  if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { journey: string }).journey = "same document"));
  const box = page.locator(".search-form--desktop").getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Cerca prodotti" });
  await box.fill("trapano");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\?text=trapano$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Risultati per “trapano”");
  const total = await page.locator(".shop__count").innerText();

  const brand = page
    .locator("details.facet", { has: page.locator("summary", { hasText: "Marca" }) })
    .locator(".facet__value")
    .first();
  const brandName = (await brand.locator(".facet__label").innerText()).trim();
  await brand.click();
  await expect(page).toHaveURL(/\/shop\?text=trapano&filters-id_brand=/);
  const brandChip = chips(page).filter({ hasText: `Marca: ${brandName}` });
  await expect(brandChip).toBeVisible();
  await expect(page.locator(".shop__count")).not.toHaveText(total);
  await brandChip.click();
  await expect(page).toHaveURL(/\/shop\?text=trapano$/);
  await expect(page.locator(".shop__count")).toHaveText(total);

  const firstOnPage1 = await products(page).first().locator("h2 a").getAttribute("href");
  await page.getByRole("navigation", { name: "Pagine" }).getByRole("link", { name: "Pagina 2", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?text=trapano&page=2$/);
  await expect(page.getByRole("navigation", { name: "Pagine" }).getByRole("link", { name: "Pagina 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(products(page).first().locator("h2 a")).not.toHaveAttribute("href", firstOnPage1!);

  const product = products(page).first().locator("h2 a");
  const title = (await product.innerText()).trim();
  await product.click();
  await expect(page).toHaveURL(/\/product\/(default|child)\/[A-Z]{2}\d{5}/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { journey?: string }).journey)).toBe("same document");
});

test("load more appends the next page", async ({ page }) => {
  await page.goto("/shop?text=vite");
  await expect(products(page)).toHaveCount(12);
  const first = await products(page).first().locator("h2").innerText();
  await page.getByRole("button", { name: "Carica altri" }).click();
  await expect(products(page)).toHaveCount(24);
  await expect(products(page).first().locator("h2")).toHaveText(first);
  await expect(page).toHaveURL(/\/shop\?text=vite$/);
});

test("the scroll position is restored when coming back to the listing", async ({ page }) => {
  await page.goto("/shop?text=vite");
  const target = products(page).nth(10);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  // A plain click event: Playwright's click would first scroll the link out from under the sticky header.
  await target.locator("h2 a").dispatchEvent("click");
  await page.waitForURL(/\/product\//);
  await page.goBack();
  await page.waitForURL(/\/shop\?text=vite/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test("tabs cannot change while a load is in progress", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  await page.getByRole("button", { name: "Nuova ricerca", exact: true }).click();
  await expect(page.locator(".search-tab")).toHaveCount(2);
  // Hold the listing's data until the locked state is seen, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/shop.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.locator(".search-tab a").first().click();
  await expect(page.locator(".search-tab a").first()).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: "Nuova ricerca", exact: true })).toBeDisabled();
  release();
  await page.waitForURL(/text=trapano/);
  await expect(page.locator(".search-tab a").first()).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: "Nuova ricerca", exact: true })).toBeEnabled();
});

test("the price slider moves the price fields, keeps them 100 apart, and applies the range", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  const range = page.locator(".price-range");
  await range.getByRole("slider", { name: "Prezzo minimo" }).fill("100");
  await expect(range.getByRole("spinbutton", { name: "Prezzo minimo" })).toHaveValue("100");
  // A maximum closer than the gap is pushed back to it.
  await range.getByRole("slider", { name: "Prezzo massimo" }).fill("150");
  await expect(range.getByRole("spinbutton", { name: "Prezzo massimo" })).toHaveValue("200");
  await range.getByRole("button", { name: "Applica" }).click();
  await expect(page).toHaveURL(/\/shop\?text=trapano&min_price=100&max_price=200$/);
  await expect(chips(page).filter({ hasText: "Prezzo: 100–200 EUR" })).toBeVisible();
});
