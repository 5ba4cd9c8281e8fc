// Delivery dates on the cart's lines in a real browser, with a customer of its own: a line in stock
// dated for the shipping day, an arriving one "available from" its later date, a sold-out one
// without a date; a later day for one line through its collapsed "Change day" (a fetcher, with
// JavaScript), and for the whole order as a plain form post (@no-js). Every date, refusal and
// fault in both ERP dialects: tests/integration/delivery-dates.test.ts.
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { articleWithStatus, pieceArticles } from "../support/articles";
import { addToCart } from "./support/cart";
import { expect, ownCustomer, test } from "./support/test";

const ROSSI = DEMO_CUSTOMERS[0]!;

/** An ISO day some days after another (a day the date field accepts: after the ERP's). */
function daysAfter(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

test("a cart's lines say when they can be delivered, and a line gets a later day", async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  const [inStock] = pieceArticles(1);
  const arriving = articleWithStatus("IN ARRIVO");
  const soldOut = articleWithStatus("ESAURITO");
  await addToCart(
    context,
    shop,
    [inStock!, arriving, soldOut].map((sku) => ({ sku, quantity: 1 })),
  );
  await page.goto("/en/pages/cart?tab=active");
  await expect(page.locator(`.cart-line[data-sku="${inStock}"] .delivery-date`)).toHaveText(/^delivery expected on \d{1,2} \w{3}$/);
  const late = page.locator(`.cart-line[data-sku="${arriving}"]`);
  await expect(late.locator(".delivery-date--late")).toHaveText(/^available from \d{1,2} \w{3}$/);
  await expect(page.locator(`.cart-line[data-sku="${soldOut}"] .delivery-date`)).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(".cart-page__lines").screenshot({ path: `test-results/delivery-dates-${width}.png` });
  }

  // A later day for the late line (on a phone), never before its date (the field's least day is the ERP's).
  await late.getByText("Change day").click();
  await late.screenshot({ path: "test-results/delivery-dates-375-change-day.png" });
  const field = late.getByLabel(/^Delivery day of /);
  const earliest = await field.getAttribute("min");
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await field.fill(daysAfter(earliest!, 7));
  await late.getByRole("button", { name: "Save the day" }).click();
  await expect(late.getByRole("status")).toHaveText(/^Delivery of .+ requested for \d{1,2} \w{3}\.$/);
  await expect(late.locator(".delivery-date")).toHaveText(/^delivery requested for \d{1,2} \w{3}$/);
});

test("a later delivery day for the whole order", { tag: "@no-js" }, async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  const [first, second] = pieceArticles(2);
  await addToCart(
    context,
    shop,
    [first!, second!].map((sku) => ({ sku, quantity: 1 })),
  );
  await page.goto("/en/pages/cart?tab=active");
  await page.getByText("Choose a later delivery day for the whole order").click();
  const field = page.getByLabel("Delivery day of the order");
  const earliest = await field.getAttribute("min");
  await field.fill(daysAfter(earliest!, 10));
  await page.getByRole("button", { name: "Save the day" }).click();
  await expect(page.getByText(/^Delivery of the order requested for \d{1,2} \w{3}\.$/)).toBeVisible();
  await expect(page.locator(".cart-line .delivery-date")).toHaveText([/^delivery requested for/, /^delivery requested for/]);
});
