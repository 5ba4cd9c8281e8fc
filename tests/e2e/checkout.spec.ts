// The cart and checkout journey in a real browser, with JavaScript and without (@no-js), with a
// customer of its own: an add from a listing's card and one from a product page (a quantity off the
// pack, rounded up and said so), the quantity changed in the cart (typed, rounded again; then one
// pack more with the stepper), a line removed, the order checked for pickup and sent with a double
// click, the thank-you page and the order list. And what only JavaScript does at the checkout: the
// delivery chosen updates the summary and the header by itself. Every page, redirect, message and
// total on the way, in both ERP dialects: tests/http/checkout-*.test.ts and cart-*.test.ts; one
// order from a double click or a replayed form, and the token a second tab keeps:
// tests/integration/cart-checkout.test.ts.
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { addToCart } from "./support/cart";
import { expect, ownCustomer, test } from "./support/test";
import { packedArticle, pieceArticles } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;

test(
  "from a listing and a product page to the thank-you page: add, round up to the pack, step, remove, check and send",
  { tag: "@no-js" },
  async ({ page, context, shop, javaScriptEnabled }) => {
    await ownCustomer(context, shop, ROSSI.username);
    const packed = packedArticle(6);

    // A card of a listing (the home page's).
    await page.goto("/en");
    const card = page
      .locator(".product-card")
      .filter({ has: page.locator(".add-to-cart__button:not([disabled])") })
      .filter({ hasNot: page.locator(`input[name="sku"][value="${packed.sku}"]`) })
      .first();
    const sku = await card.locator('form.add-to-cart input[name="sku"]').inputValue();
    await card.getByRole("button", { name: "Add to cart" }).click();
    if (javaScriptEnabled) await expect(page.getByRole("region", { name: "Added to your cart" })).toContainText(sku);
    else await expect(page.getByText(/ added to your cart\.$/)).toBeVisible();

    // A product page, a quantity off the pack: rounded up, and said so.
    await page.goto(`/en/product/default/${packed.sku}`);
    const form = page.locator("form.add-to-cart--page");
    await form.getByLabel("Quantity").fill(String(packed.packaging + 1));
    await form.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByText(`Quantity rounded up to ${packed.packaging * 2}: this article is sold in packs of ${packed.packaging}.`),
    ).toBeVisible();

    // The cart: the same in the line's own quantity field; the card's line removed.
    await page.goto("/en/pages/cart?tab=active");
    const line = page.locator(`.cart-line[data-sku="${packed.sku}"]`);
    await expect(line.getByRole("spinbutton")).toHaveValue(String(packed.packaging * 2));
    await line.getByRole("spinbutton").fill(String(packed.packaging * 2 + 1));
    await line.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText(`Quantity rounded up to ${packed.packaging * 3}`).first()).toBeVisible();
    await expect(line.getByRole("spinbutton")).toHaveValue(String(packed.packaging * 3));
    await line.getByRole("button", { name: /^Increase/ }).click();
    await expect(line.getByRole("spinbutton")).toHaveValue(String(packed.packaging * 4));
    await page
      .locator(`.cart-line[data-sku="${sku}"]`)
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect(page.getByText("The item has been removed from your cart.")).toBeVisible();
    await expect(page.locator(".cart-line")).toHaveCount(1);

    // Checked for pickup, then sent (a double click sends it once: the integration tests count the orders).
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page).toHaveURL(/\/en\/pages\/checkout/);
    await page.getByLabel("Pickup at our headquarters").check();
    if (javaScriptEnabled) await expect(page).toHaveURL(/delivery=PICKUP_HEADQUARTER/);
    await page.getByRole("button", { name: "Check the order" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order saved, but not sent yet" })).toBeVisible();
    await expect(page.getByTestId("checkout-transport")).toHaveText("None (pickup)");
    await page.getByRole("button", { name: "Send the order" }).dblclick();
    await expect(page).toHaveURL(/\/en\/pages\/thankyou$/);
    await expect(page.getByText("Your order has been placed.")).toHaveCount(1);
    const number = (await page.getByTestId("order-number").innerText()).replace("Order number ", "");

    // The thank-you page leads to the order list, where the order is, a pickup.
    await page.getByRole("link", { name: "See your orders" }).click();
    await expect(page).toHaveURL(/\/en\/pages\/orders/);
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: new RegExp(`${number.replace(/\//g, ".")}\\b`) }) });
    await expect(row).toContainText("Pickup at headquarters");
  },
);

/** The header cart's total and the checkout summary's: one figure. */
async function expectOneTotal(page: Page): Promise<string> {
  const total = await page.getByTestId("checkout-total").innerText();
  expect(total).toMatch(/^€[\d.,]+$/);
  await expect(page.locator(".header-cart__totals")).toContainText(`Total ${total}`);
  return total;
}

test("with JavaScript the delivery chosen alone updates the summary and the header, and the check keeps the page's one total", async ({
  page,
  context,
  shop,
}) => {
  await ownCustomer(context, shop, ROSSI.username);
  // Cheap: below the free-transport threshold.
  await addToCart(context, shop, [{ sku: pieceArticles(1, { minPrice: 5, maxPrice: 40 })[0]!, quantity: 1 }]);
  await page.goto("/en/pages/checkout");
  // Delivery (the default): 9.90 transport.
  await expect(page.getByTestId("checkout-transport")).toHaveText("€9.90");
  const delivered = await expectOneTotal(page);

  await page.getByLabel("Pickup at our headquarters").check();
  await expect(page.getByTestId("checkout-transport")).toHaveText("None (pickup)");
  await expect(page.getByTestId("checkout-total")).not.toHaveText(delivered);
  const pickup = await expectOneTotal(page);

  // Checked, the ERP's figure is the page's one total still.
  await page.getByRole("button", { name: "Check the order" }).click();
  await expect(page.getByRole("button", { name: "Send the order" })).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText(pickup);
  await expectOneTotal(page);

  // Back to delivery: transport again, in both places.
  await page.getByLabel("Delivery to the selected address").check();
  await expect(page.getByTestId("checkout-transport")).toHaveText("€9.90");
  await expect(page.getByTestId("checkout-total")).toHaveText(delivered);
  await expectOneTotal(page);
});
