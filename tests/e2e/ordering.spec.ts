// The quick order at a phone's width, with JavaScript and without (the form's address ends in the
// report's id): after sending, the page opens on the line-by-line report, focused and clear of the
// sticky header, and the typed rows' quantity placeholder fits its field. The report's contents and
// a quantity off the pack rounded up: tests/http/cart-page.test.ts and tests/e2e/checkout.spec.ts.
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { expect, ownCustomer, test } from "./support/test";
import { packedArticle } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;

test("the quick order's report is where the eye lands after sending, and focused", { tag: "@no-js" }, async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  const article = packedArticle(6);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en/pages/cart?tab=active");
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
