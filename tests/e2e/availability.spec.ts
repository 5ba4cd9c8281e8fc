// Availability is off by default (spec section 9: "Availability display off"): the shop the global
// setup starts with the default settings shows no availability or stock anywhere a customer looks.
// SHOP_SHOW_AVAILABILITY=true is covered by tests/integration/product-page.test.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { findParent } from "./support/catalog";

const AVAILABILITY = /^(Disponibile|In arrivo|Non disponibile)$/;

async function expectNoAvailability(page: Page) {
  await expect(page.getByText(AVAILABILITY)).toHaveCount(0);
  await expect(page.getByText(/disponibili a magazzino/)).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Disponibilità" })).toHaveCount(0);
}

test("no availability on the listing, in every layout, nor on the home page", async ({ page }) => {
  await page.goto("/shop?text=trapano");
  await expect(page.locator(".product-rows--small-list .price__current").first()).toContainText("€");
  await expectNoAvailability(page);
  for (const layout of ["Griglia", "Elenco"]) {
    await page.getByRole("button", { name: layout, exact: true }).click();
    await expect(page.getByRole("button", { name: layout, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".shop__body .price__current").first()).toContainText("€");
    await expectNoAvailability(page);
  }
  await page.goto("/");
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expectNoAvailability(page);
});

test("no availability or stock on a product page with variants and related products", async ({ page }) => {
  await page.goto(`/product/default/${findParent().sku}`);
  await expect(page.locator(".buy-box .price__current")).toContainText("€");
  await expect(page.locator(".product-children tbody tr").first()).toBeVisible();
  await expect(page.locator(".product-linked .product-card").first()).toBeVisible();
  await expectNoAvailability(page);
});
