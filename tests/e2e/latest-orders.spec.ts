// The latest-order modal, the JavaScript enhancement of the promo tab "Reorder your items": for a
// signed-in customer the tab opens an accessible modal dialog over the page with the articles and
// their last order, Escape gives the focus back to the tab, and "Open the full list" leads to
// /shop?latest-order-list=true with the same articles. What the server answers (the tab's link and
// marks, the full list, the modal's JSON in both dialects, a guest's tab) is tests/http/account-latest-orders.test.ts.
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const TITLE = "Ordered in the last 90 days";

const reorderTab = (page: Page) => page.getByRole("navigation", { name: "Promotions" }).getByRole("link", { name: "Reorder your items" });

test("a signed-in customer opens the latest-order modal from its promo tab", async ({ page, context, shop }) => {
  await signInAs(context, shop, ROSSI.username);
  // The focus checks below need this page to be the browser's active one (pages of earlier tests may have been).
  await page.bringToFront();
  await page.goto("/en/pages/about-us");
  // The strip becomes a carousel after hydration and its arrows then push the tabs aside: click once
  // they are there, or the click can land on the tab next to this one.
  await expect(page.getByRole("navigation", { name: "Promotions" }).getByRole("button", { name: "Next" })).toBeAttached();
  const tab = reorderTab(page);
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

  // Escape closes it and gives the focus back to the tab: the document's active element. (toBeFocused
  // also needs the window to have the focus, which one CI run found "inactive" with the tab focused.)
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => tab.evaluate((element) => element === document.activeElement)).toBe(true);

  // The full list shows the same articles.
  await tab.click();
  await expect(dialog.getByRole("heading", { level: 3 }).first()).toHaveText(first);
  await dialog.getByRole("link", { name: "Open the full list" }).click();
  await expect(page).toHaveURL(/\/en\/shop\?latest-order-list=true$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.locator(".shop__body").getByRole("heading", { level: 2 }).first()).toHaveText(first);
});
