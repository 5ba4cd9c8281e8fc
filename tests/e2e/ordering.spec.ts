// Entering quantities as a trade customer does: a quantity off the pack on the product page and in
// the cart, and the quick order's line-by-line report without and with JavaScript. On a shop of its
// own, so the carts it fills disturb no other spec.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { startShopWithErp, type ShopWithErp } from "../support/processes";
import { findPackedArticle } from "./support/catalog";
import { signIn } from "./support/sign-in";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
let pair: ShopWithErp;
let article: { sku: string; packaging: number };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  pair = await startShopWithErp("ordering");
  article = findPackedArticle(pair.dbPath, 6);
});

test.afterAll(async () => {
  await pair?.stop();
});

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await signIn(page, (javaScriptEnabled ? ROSSI : ESPOSITO).username, { baseUrl: pair.shop.url, path: "/en/pages/login" });
  await emptyTheCart(page);
});

async function emptyTheCart(page: Page) {
  await page.goto(`${pair.shop.url}/en/pages/cart?tab=active`);
  const rowIds = await page
    .locator('.cart-line input[name="rowId"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  for (const rowId of new Set(rowIds)) {
    const response = await page.request.post(`${pair.shop.url}/en/cart`, { form: { intent: "remove", rowId }, headers: { origin: pair.shop.url } });
    expect(response.ok()).toBe(true);
  }
}

test("a quantity off the pack is rounded up by the shop, which says so in the customer's language", async ({ page }) => {
  const offPack = article.packaging + 1;
  const roundedUp = article.packaging * 2;
  const rounded = `Quantity rounded up to ${roundedUp}: this article is sold in packs of ${article.packaging}.`;

  await page.goto(`${pair.shop.url}/en/product/default/${article.sku}`);
  const form = page.locator("form.add-to-cart--page");
  await form.getByLabel("Quantity").fill(String(offPack));
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(rounded).first()).toBeVisible();

  await page.goto(`${pair.shop.url}/en/pages/cart?tab=active`);
  const line = page.locator(`.cart-line[data-sku="${article.sku}"]`);
  await expect(line.getByRole("spinbutton")).toHaveValue(String(roundedUp));

  // The same in the cart's own quantity field.
  await line.getByRole("spinbutton").fill(String(roundedUp + 1));
  await line.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText(`Quantity rounded up to ${roundedUp + article.packaging}`).first()).toBeVisible();
  await expect(page.locator(`.cart-line[data-sku="${article.sku}"]`).getByRole("spinbutton")).toHaveValue(String(roundedUp + article.packaging));
});

test("the quick order's report is where the eye lands after sending, and focused", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${pair.shop.url}/en/pages/cart?tab=active`);
  await page.getByLabel("Lines to add").fill(`${article.sku};${article.packaging}\nNOT-A-CODE;2`);
  await page.getByRole("button", { name: "Add all to cart" }).click();
  const report = page.locator("#quick-order-results");
  await expect(report.getByRole("heading", { name: "Result, line by line" })).toBeVisible();
  await expect(report).toBeInViewport();
  await expect(report).toBeFocused();
  // Not under the sticky header.
  const heading = (await report.getByRole("heading").boundingBox())!;
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
  // The typed rows' quantity placeholder is whole.
  const quantity = page.getByLabel("Quantity, row 1", { exact: true });
  const room = await quantity.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    // What is left for the text: the box less its padding and the number field's arrows (about 15 px).
    return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 15 - text;
  });
  expect(room).toBeGreaterThanOrEqual(0);
});
