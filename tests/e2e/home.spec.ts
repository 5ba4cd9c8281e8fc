// The first page that proves the chain: home rendered from the demo ERP in both languages,
// with JavaScript on and off (the two Playwright projects).
import { expect, test } from "./support/test";

test("the Italian home page shows the menu, products with prices and the footer", { tag: "@dialect" }, async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page).toHaveTitle(/distributore all'ingrosso di articoli di ferramenta/);
  await expect(page.getByRole("navigation", { name: "Categorie" })).toBeVisible();
  const cards = page.locator(".product-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first().locator(".price__current")).toContainText("€");
  await expect(page.locator(".site-footer")).toContainText(/P\.?\s?IVA|Partita IVA/i);
});

test("the English home page lives under /en", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(/wholesale distributor of hardware articles/);
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
  await expect(page.locator(".product-card").first().locator(".price__current")).toContainText("€");
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute("href", /\/$/);
});

test("the mega menu opens a category with its subcategories", async ({ page }) => {
  await page.goto("/");
  const firstGroup = page.locator(".mega-menu__item details").first();
  await firstGroup.locator("summary").click();
  await expect(firstGroup.locator(".mega-menu__panel a").first()).toBeVisible();
});

test("any other language prefix is a 404 with the shell and the five links", async ({ page }) => {
  const response = await page.goto("/de");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
  await expect(page.locator(".error-panel__links a")).toHaveCount(5);
  await expect(page.locator(".site-header")).toBeVisible();
});
