// Detail mode (the listing's "product detail" layout) with the search tabs, as a customer uses it,
// with JavaScript on and off: the product pages opened in detail mode become the tab's content,
// "back to the results" returns to the tab's listing, and choosing detail mode again reopens the
// product last seen there (the stored product route) instead of the first one.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const strip = (page: Page) => page.getByRole("navigation", { name: "Schede di ricerca" });
const tabs = (page: Page) => strip(page).getByRole("listitem");
const activeTab = (page: Page) => strip(page).locator('a[aria-current="page"]');
const productTitle = (page: Page) => page.getByRole("heading", { level: 1 });
const tabText = (title: string) => (title.length > 15 ? `${title.slice(0, 12)}…` : title);

async function chooseDetailMode(page: Page) {
  await page.getByRole("button", { name: "Dettaglio prodotto" }).click();
  await expect(page).toHaveURL(/\/product\/(default|child)\//);
  await expect(page.locator(".product-summary__title")).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  // With JavaScript the box becomes a combobox on hydration: type after it, not before.
  await page.waitForLoadState("networkidle");
  await page.locator('.search-form--desktop input[name="text"]').fill(text);
  await page.locator('.search-form--desktop input[name="text"]').press("Enter");
  await page.waitForURL(new RegExp(`/shop\\?text=${text}$`));
}

test("product pages become the tab's content and detail mode reopens the product last seen", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  await chooseDetailMode(page);
  const first = (await productTitle(page).innerText()).trim();
  await expect(tabs(page)).toHaveCount(1);
  await expect(activeTab(page)).toHaveText(tabText(first));

  // Back to the tab's listing, now in the detail layout; open the second product from there.
  await strip(page).getByRole("link", { name: "Torna ai risultati" }).click();
  await expect(page).toHaveURL(/\/shop\?text=trapano$/);
  await expect(activeTab(page)).toHaveText("trapano");
  const second = page.locator(".product-rows--product-detail > li").nth(1);
  const secondTitle = (await second.getByRole("heading", { level: 2 }).innerText()).trim();
  await second.getByRole("link", { name: "Apri il dettaglio del prodotto" }).click();
  await expect(productTitle(page)).toHaveText(secondTitle);
  await expect(activeTab(page)).toHaveText(tabText(secondTitle));
  const secondUrl = page.url();

  // Detail mode on the same listing goes back to that product, not to the first one.
  await strip(page).getByRole("link", { name: "Torna ai risultati" }).click();
  await expect(page).toHaveURL(/\/shop\?text=trapano$/);
  await chooseDetailMode(page);
  expect(page.url()).toBe(secondUrl);
  await expect(productTitle(page)).toHaveText(secondTitle);
});

test("each tab keeps its own search and its own product; another layout shows the listings again", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  await page.getByRole("button", { name: "Nuova ricerca", exact: true }).click();
  await expect(tabs(page)).toHaveCount(2);
  await searchFor(page, "martello");
  await chooseDetailMode(page);
  const hammer = (await productTitle(page).innerText()).trim();

  // On the product page: the first tab is still the drill search, the second shows the hammer.
  await expect(tabs(page)).toHaveCount(2);
  await expect(strip(page).getByRole("link", { name: "trapano", exact: true })).toHaveAttribute("href", "/shop?text=trapano");
  await expect(activeTab(page)).toHaveText(tabText(hammer));

  await strip(page).getByRole("link", { name: "trapano", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?text=trapano$/);
  await expect(strip(page).getByRole("link", { name: tabText(hammer), exact: true })).toHaveAttribute("href", /\/product\//);

  // Leaving detail mode: the hammer's tab shows its search again.
  await page.getByRole("button", { name: "Griglia" }).click();
  await expect(page.locator(".shop__body .product-grid")).toBeVisible();
  await expect(strip(page).getByRole("link", { name: "martello", exact: true })).toHaveAttribute("href", "/shop?text=martello");
});
