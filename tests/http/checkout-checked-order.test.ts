// Issue 29 without JavaScript, each test with a customer of its own: a checked order is kept (a
// reload, another tab, the cart page) until it is sent, and a changed cart voids it; the checkout
// shows one total, by the delivery checked, in its summary and in the header. The data behind it:
// tests/integration/cart-checkout.test.ts ("a checked order is kept until it is sent"); the
// delivery choice that updates the page by itself with JavaScript: tests/e2e/checkout.spec.ts.
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { answerOf, CART_PAGE, cartSkus, checkOrder, open, quickOrder, sendOrder } from "./support/cart";
import { Visitor, type HtmlPage } from "./support/visitor";
import { press } from "./support/forms";
import { pieceArticles } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;
const ESPOSITO = DEMO_CUSTOMERS[2]!;
const PREPARED = "Order saved, but not sent yet: check the summary and press “Send the order” to place it.";
const VOID_ON_CART = "Your cart changed after the check: the checked order no longer holds and was not sent. Please check it again at checkout.";

/** The checkout summary's total, which the header cart shows too: one figure on the page. */
function oneTotal(page: HtmlPage): string {
  const total = page.getByTestId("checkout-total").textContent!;
  expect(total).toMatch(/^€[\d.,]+$/);
  const header = page.document.querySelector(".site-header") as HTMLElement;
  expect(within(header).getByRole("link", { name: /Cart\b/ }).textContent).toContain(`Total ${total}`);
  return total;
}

test("a checked order survives a reload and another tab, shows on the cart page, and a changed cart voids it", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI.username);
  // Cheap: the cart stays below free transport.
  const [cheap] = pieceArticles(1, { minPrice: 5, maxPrice: 40 });
  await quickOrder(visitor, [`${cheap};2`]);
  const oldTab = await checkOrder(visitor, "PICKUP_HEADQUARTER");
  expect(oldTab.getByText(PREPARED)).toBeTruthy();
  oneTotal(oldTab);

  // A reload keeps the check: its delivery, its note and the way to send it.
  const reloaded = await open(visitor, "/en/pages/checkout");
  expect(reloaded.getByText(PREPARED)).toBeTruthy();
  expect((reloaded.getByLabelText("Pickup at our headquarters") as HTMLInputElement).checked).toBe(true);
  expect(reloaded.getByTestId("checkout-transport").textContent).toBe("None (pickup)");
  expect(reloaded.getByRole("button", { name: "Send the order" })).toBeTruthy();
  const checkedTotal = oneTotal(reloaded);

  // Another tab finds it on the cart page, with the way to send it.
  const cart = await open(visitor, CART_PAGE);
  const checked = within(cart.getByRole("region", { name: "Order checked, not sent yet" }));
  expect(checked.getByText(`Pickup at our headquarters · total ${checkedTotal}`)).toBeTruthy();
  expect(checked.getByRole("link", { name: "Review and send the order" }).getAttribute("href")).toBe("/en/pages/checkout");

  // The cart changes in that tab: the check is void, and both pages say so.
  const changed = await quickOrder(visitor, [`${cheap};1`]);
  expect(changed.getByText(VOID_ON_CART)).toBeTruthy();
  expect(changed.queryByRole("link", { name: "Review and send the order" })).toBeNull();
  const checkout = await open(visitor, "/en/pages/checkout");
  expect(checkout.getByText(/^Your cart changed after the check: the checked order no longer holds and was not sent\./)).toBeTruthy();
  expect(checkout.queryByRole("button", { name: "Send the order" })).toBeNull();

  // The first tab still shows the old check: sending it is refused, on the checkout, and nothing is ordered.
  const refused = await answerOf(visitor, await press(visitor, oldTab.getByRole("button", { name: "Send the order" })));
  expect(refused.status).toBe(409);
  expect(refused.getByRole("alert").textContent).toContain("Your cart changed after the check");
  expect(refused.getByRole("heading", { level: 1 }).textContent).toBe("Checkout");

  // Checked again, it is sent; the next cart carries no trace of it.
  await sendOrder(visitor, await checkOrder(visitor, "PICKUP_HEADQUARTER"));
  const next = await open(visitor, CART_PAGE);
  expect(next.queryByRole("region", { name: "Order checked, not sent yet" })).toBeNull();
  expect(next.queryByText(/Your cart changed after the check/)).toBeNull();
});

test("the checkout shows one total, by the delivery checked, in its summary and in the header", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI.username);
  const [cheap] = pieceArticles(1, { minPrice: 5, maxPrice: 40 });
  await quickOrder(visitor, [`${cheap};1`]);
  // Delivery (the default), below the free-transport threshold: 9.90 transport.
  const delivery = await open(visitor, "/en/pages/checkout");
  expect(delivery.getByTestId("checkout-transport").textContent).toBe("€9.90");
  const delivered = oneTotal(delivery);
  // Without JavaScript the choice of pickup takes "Check the order".
  const pickup = await checkOrder(visitor, "PICKUP_HEADQUARTER");
  expect(pickup.getByTestId("checkout-transport").textContent).toBe("None (pickup)");
  expect(oneTotal(pickup)).not.toBe(delivered);
});

test("a checkout cookie made for another delivery address or another customer is refused with a message, and nothing is sent", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI.username);
  const [first, second] = ROSSI.addresses;
  const [sku] = pieceArticles(1, { minPrice: 5, maxPrice: 40 });
  const OTHER_CHECKOUT =
    "This checkout was opened for another customer or delivery address: nothing was checked or sent. Please check the order again.";
  const choose = async (code: string) => expect((await visitor.post("/en/address", { addressCode: code, redirectTo: CART_PAGE })).status).toBe(303);
  const tokenOf = (page: HtmlPage) => (page.document.querySelector('input[name="token"]') as HTMLInputElement).value;

  // A checked order at the first address: its checkout cookie names that address's cart and token.
  await quickOrder(visitor, [`${sku};2`]);
  const atFirst = await checkOrder(visitor, "PICKUP_HEADQUARTER");
  const firstCookie = visitor.cookieValue("__checkout")!;
  const firstToken = tokenOf(atFirst);

  // At the second address, its own send form posted with the first address's cookie and token.
  await choose(second!.code);
  await quickOrder(visitor, [`${sku};1`]);
  const atSecond = await checkOrder(visitor, "PICKUP_HEADQUARTER");
  visitor.setCookie("__checkout", firstCookie);
  const replayed = await answerOf(visitor, await press(visitor, atSecond.getByRole("button", { name: "Send the order" }), { token: firstToken }));
  expect(replayed.status).toBe(409);
  expect(replayed.getByText(OTHER_CHECKOUT)).toBeTruthy();

  // Another customer's session with the same cookie and token.
  const { visitor: other } = await Visitor.ownCustomer(ESPOSITO.username);
  await quickOrder(other, [`${sku};1`]);
  const theirs = await checkOrder(other, "PICKUP_HEADQUARTER");
  other.setCookie("__checkout", firstCookie);
  const crossed = await answerOf(other, await press(other, theirs.getByRole("button", { name: "Send the order" }), { token: firstToken }));
  expect(crossed.status).toBe(409);
  expect(crossed.getByText(OTHER_CHECKOUT)).toBeTruthy();

  // Nothing was ordered: every cart still holds its line, and the customer's own checkout goes on.
  expect(cartSkus(await open(other, CART_PAGE))).toEqual([sku]);
  expect(cartSkus(await open(visitor, CART_PAGE))).toEqual([sku]);
  await choose(first!.code);
  expect(cartSkus(await open(visitor, CART_PAGE))).toEqual([sku]);
  await sendOrder(visitor, await checkOrder(visitor, "PICKUP_HEADQUARTER"));
});
