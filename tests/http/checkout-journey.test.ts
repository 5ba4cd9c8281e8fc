// The cart and the checkout without JavaScript, against both dialects of the demo ERP, each test with
// a customer of its own: a card's add, the quantity's stepper and the removal answer with the page
// and its notice; the checkout offers delivery and pickup (in the reader's language), a check is
// not an order, each send is thanked for once and shows in the order list. No double order from a
// double click or a replayed form: tests/integration/cart-checkout.test.ts. The same journey in a
// real browser, with JavaScript and without: tests/e2e/checkout.spec.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { CART_PAGE, cartLine, cartSkus, checkOrder, open, quickOrder, sendOrder, type Delivery } from "./support/cart";
import { Visitor, type HtmlPage } from "./support/visitor";
import { press, redirectOf } from "./support/forms";
import { pieceArticles } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;

const toasts = (page: HtmlPage) => within(page.document.querySelector(".toasts") as HTMLElement);

describe.each(["default", "varying"] as const)("the %s dialect", (dialect) => {
  const shop = testShop(dialect);

  test("add from a card, step the quantity up, remove the line: each answer is the page with its notice, and checkout closes", async () => {
    const { visitor } = await Visitor.ownCustomer(ROSSI.username, { shop });
    const home = await open(visitor, "/en");
    const form = home.document.querySelector("form.add-to-cart:has(button:not([disabled]))") as HTMLFormElement;
    const sku = (form.querySelector('input[name="sku"]') as HTMLInputElement).value;
    expect(redirectOf(await press(visitor, within(form).getByRole("button", { name: "Add to cart" })))).toBe("/en");
    expect(toasts(await open(visitor, "/en")).getByText(/ added to your cart\.$/)).toBeTruthy();

    const cart = await open(visitor, CART_PAGE);
    const line = within(cartLine(cart, sku)!);
    const before = Number((line.getByRole("spinbutton") as HTMLInputElement).value);
    expect(redirectOf(await press(visitor, line.getByRole("button", { name: /^Increase the quantity of / })))).toBe(CART_PAGE);
    const stepped = await open(visitor, CART_PAGE);
    expect((within(cartLine(stepped, sku)!).getByRole("spinbutton") as HTMLInputElement).value).toBe(String(before * 2));

    expect(redirectOf(await press(visitor, within(cartLine(stepped, sku)!).getByRole("button", { name: /^Remove / })))).toBe(CART_PAGE);
    const removed = await open(visitor, CART_PAGE);
    expect(toasts(removed).getByText("The item has been removed from your cart.")).toBeTruthy();
    expect(cartSkus(removed)).toEqual([]);
    expect(removed.getByText("Checkout is not available while your cart is empty.")).toBeTruthy();
  });

  test("check out once with delivery and once with pickup: a check is no order, each send is thanked for once and is in the order list", async () => {
    const { visitor } = await Visitor.ownCustomer(ROSSI.username, { shop });
    const [first, second] = pieceArticles(2);

    // What the checkout offers, in English and in Italian.
    await quickOrder(visitor, [`${first};2`]);
    const english = await open(visitor, "/en/pages/checkout");
    const delivery = within(english.getByRole("group", { name: "Delivery" }));
    expect(delivery.getByLabelText("Delivery to the selected address")).toBeTruthy();
    expect(delivery.getByText("Delivery in 3 business days (support 6 days a week).")).toBeTruthy();
    expect(delivery.getByText("Orders sent before 10.00 am can be collected the same day from 1.00 pm to 4.00 pm.")).toBeTruthy();
    expect(delivery.getByText("Orders sent before 4.00 pm can be collected the next day from 10.00 am to 1.00 pm.")).toBeTruthy();
    expect(english.queryByLabelText("Order notes")).toBeNull();
    const italian = await open(visitor, "/pages/checkout");
    expect(italian.getByText("Gli ordini inviati entro le 10:00 si ritirano in giornata dalle 14:00 alle 16:00.")).toBeTruthy();
    expect(italian.getByText("Gli ordini inviati entro le 16:00 si ritirano il giorno dopo dalle 10:00 alle 14:00.")).toBeTruthy();

    const order = async (deliveryType: Delivery): Promise<string> => {
      const checked = await checkOrder(visitor, deliveryType);
      // Checked is not placed: the page says what is left to do, and nothing claims success yet.
      expect(checked.getByText("Order saved, but not sent yet: check the summary and press “Send the order” to place it.").getAttribute("role")).toBe(
        "status",
      );
      expect(checked.queryByText("Your order has been placed.")).toBeNull();
      await sendOrder(visitor, checked);
      const thanks = await open(visitor, "/en/pages/thankyou");
      // Said once, on the page (no toast repeating it).
      expect(thanks.getAllByText("Your order has been placed.")).toHaveLength(1);
      return thanks.getByTestId("order-number").textContent!.replace("Order number ", "");
    };

    const delivered = await order("SHIPPING_GOOD");
    expect((await open(visitor, CART_PAGE)).getByText("Checkout is not available while your cart is empty.")).toBeTruthy();
    await quickOrder(visitor, [`${second};1`]);
    const pickedUp = await order("PICKUP_HEADQUARTER");
    expect(pickedUp).not.toBe(delivered);

    // The thank-you page leads to the order list, where both are and the pickup says it is one.
    const ordersLink = (await open(visitor, "/en/pages/thankyou")).getByRole("link", { name: "See your orders" });
    const orders = await open(visitor, ordersLink.getAttribute("href")!);
    expect(orders.status).toBe(200);
    const rowOf = (number: string) =>
      orders.getAllByRole("row").find((row) => within(row).queryByRole("link", { name: new RegExp(`${number.replace(/\//g, ".")}\\b`) }));
    expect(rowOf(delivered)).toBeTruthy();
    expect(rowOf(pickedUp)!.textContent).toContain("Pickup at headquarters");
    expect(rowOf(delivered)!.textContent).not.toContain("Pickup at headquarters");
  });
});

test("an empty cart cannot be checked out: the checkout says so and offers no send", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI.username);
  const checkout = await open(visitor, "/en/pages/checkout");
  expect(checkout.status).toBe(200);
  expect(checkout.getByText("Checkout is not available while your cart is empty.")).toBeTruthy();
  expect(checkout.queryByRole("button", { name: "Send the order" })).toBeNull();
  expect(checkout.queryByRole("button", { name: "Check the order" })).toBeNull();
  expect(checkout.getByRole("link", { name: "Back to the cart" }).getAttribute("href")).toBe("/en/pages/cart?tab=active");
});
