// The promo tab "Reorder your items" (its url has latest-order-list=true): for a signed-in customer
// with JavaScript it opens the latest-order modal, an accessible dialog over the page; without
// JavaScript the same tab opens the full list, /shop?latest-order-list=true, with the same articles.
// A guest has no list: the tab leads to /shop.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signIn } from "./support/sign-in";

const CUSTOMER = "acquisti@ferramentarossi.example";
const TITLE = "Ordered in the last 90 days";

const reorderTab = (page: Page) => page.getByRole("navigation", { name: "Promotions" }).getByRole("link", { name: "Reorder your items" });

test("a signed-in customer opens the latest-order modal from its promo tab", { tag: "@dialect" }, async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the modal is the JavaScript enhancement of the tab's link");
  await signIn(page, CUSTOMER, { path: "/en/pages/login" });
  await page.goto("/en/pages/about-us");
  const tab = reorderTab(page);
  await expect(tab).toHaveAttribute("aria-haspopup", "dialog");
  await tab.click();

  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(page).toHaveURL(/\/en\/pages\/about-us$/);
  const articles = dialog.getByRole("heading", { level: 3 });
  await expect(articles.first()).toBeVisible();
  const first = (await articles.first().innerText()).trim();
  await expect(dialog.getByRole("button", { name: /Add to cart/ }).first()).toBeVisible();
  // Each article with its last order, from the ERP's rows.
  await expect(dialog.getByText(/^Last ordered: \d{1,2} \w{3} \d{4}, quantity [\d,]+$/).first()).toBeVisible();

  // Escape closes it and gives the focus back to the tab.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(tab).toBeFocused();

  // The full list shows the same articles.
  await tab.click();
  await expect(dialog.getByRole("heading", { level: 3 }).first()).toHaveText(first);
  await dialog.getByRole("link", { name: "Open the full list" }).click();
  await expect(page).toHaveURL(/\/en\/shop\?latest-order-list=true$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.locator(".shop__body").getByRole("heading", { level: 2 }).first()).toHaveText(first);
});

test("without JavaScript the promo tab opens the full latest-order list", { tag: "@dialect" }, async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript the tab opens the modal (test above)");
  await signIn(page, CUSTOMER, { path: "/en/pages/login" });
  await page.goto("/en/pages/about-us");
  await reorderTab(page).click();
  await expect(page).toHaveURL(/\/en\/shop\?latest-order-list=true$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(
    page
      .locator(".shop__body")
      .getByRole("button", { name: /Add to cart/ })
      .first(),
  ).toBeVisible();
});

test("a guest's promo tab leads to the shop, without a modal", async ({ page }) => {
  await page.goto("/en/pages/about-us");
  const tab = reorderTab(page);
  await expect(tab).not.toHaveAttribute("aria-haspopup", "dialog");
  await tab.click();
  await expect(page).toHaveURL(/\/en\/shop$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
