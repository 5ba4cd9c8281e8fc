// Layout at the spec's widths: no page is wider than the window (header, menus, cart table), and the
// add-to-cart buttons of product cards and rows keep their words whole on a 375 px phone (home page
// cards two per row, shop grid, list and small list), and the quick order's report fits a 375 px
// phone. Each test walks every width on one page, with JavaScript on and off.
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { expect, ownCustomer, test } from "./support/test";

const WIDTHS = [375, 768, 1280, 1440];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function neverWiderThanTheWindow(page: Page, paths: string[]) {
  const overflows: Record<string, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      overflows[`${path} at ${width}px`] = await horizontalOverflow(page);
    }
  }
  expect(Object.entries(overflows).filter(([, overflow]) => overflow !== 0)).toEqual([]);
}

// Also with JavaScript off (@no-js): some parts are laid out otherwise then (the home slider is a
// scrolling row, the search box no combobox, the cart's forms plain).
test("guest pages are never wider than the window", { tag: "@no-js" }, async ({ page }) => {
  await neverWiderThanTheWindow(page, ["/", "/en/shop", "/pages/login"]);
});

test("signed-in pages with a filled cart are never wider than the window", { tag: "@no-js" }, async ({ page, context, shop }) => {
  // The cart gets an article: a customer of this test's own.
  await ownCustomer(context, shop, DEMO_CUSTOMERS[0]!.username);
  await page.goto("/en");
  await page.locator(".product-card form.add-to-cart button:not([disabled])").first().click();
  await expect(page.locator(".site-header .badge")).not.toHaveText("0");
  await neverWiderThanTheWindow(page, ["/en", "/en/pages/cart?tab=active", "/pages/account"]);
});

test("add-to-cart buttons keep their words whole at 375 px", { tag: "@no-js" }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/en", "/en/shop", "/en/shop/list", "/en/shop/small-list"]) {
    await page.goto(path);
    const buttons = page.locator(".add-to-cart__button");
    expect(await buttons.count(), path).toBeGreaterThan(0);
    const sizes = await buttons.evaluateAll((elements) =>
      elements.slice(0, 8).map((element) => ({ width: element.clientWidth, overflow: element.scrollWidth - element.clientWidth })),
    );
    for (const size of sizes) {
      expect(size.width, `${path}: button width`).toBeGreaterThanOrEqual(80);
      expect(size.overflow, `${path}: text overflowing the button`).toBeLessThanOrEqual(0);
    }
  }
});

test("the quick order's report fits 375 px: every outcome whole, nothing to scroll sideways", { tag: "@no-js" }, async ({ page, context, shop }) => {
  await ownCustomer(context, shop, DEMO_CUSTOMERS[0]!.username);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/pages/cart?tab=active");
  await page.getByLabel("Righe da aggiungere").fill(["0000000000017;1", "00000000000171;2", "FE10023;zero"].join("\n"));
  await page.getByRole("button", { name: "Aggiungi tutto al carrello" }).click();
  const report = page.locator("#quick-order-results");
  await expect(report.getByText("Codice sconosciuto")).toHaveCount(2);
  const sizes = await report.locator(".quick-order__table-wrap").evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }));
  expect(sizes.scroll, "the report scrolls sideways").toBeLessThanOrEqual(sizes.client);
  expect(await horizontalOverflow(page)).toBe(0);
});
