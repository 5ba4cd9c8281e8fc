// Layout at the spec's widths, JavaScript on and off: no page is wider than the window (header,
// menus, cart table), and the add-to-cart buttons of product cards and rows keep their words whole
// on a 375 px phone (home page cards two per row, shop grid, list and small list).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signIn } from "./support/sign-in";

const WIDTHS = [375, 768, 1280, 1440];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of WIDTHS) {
  test(`guest pages are never wider than the window at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/en/shop", "/pages/login"]) {
      await page.goto(path);
      expect(await horizontalOverflow(page), `${path} at ${width}px`).toBe(0);
    }
  });
}

test.describe("signed in with a filled cart", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "acquisti@ferramentarossi.example");
    await page.goto("/en");
    await page.locator(".product-card form.add-to-cart button:not([disabled])").first().click();
    await expect(page.locator(".site-header .badge")).not.toHaveText("0");
  });

  for (const width of WIDTHS) {
    test(`pages are never wider than the window at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/en", "/en/pages/cart?tab=active", "/pages/account"]) {
        await page.goto(path);
        expect(await horizontalOverflow(page), `${path} at ${width}px`).toBe(0);
      }
    });
  }
});

test("add-to-cart buttons keep their words whole at 375 px", async ({ page }) => {
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
