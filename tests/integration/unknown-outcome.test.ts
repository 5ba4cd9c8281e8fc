// Writes the ERP applies without answering in time (ERP_WRITE_TIMEOUT_MS 1 s, the demo ERP's answer
// held back longer): the shop reads the ERP's state back before saying anything, finds the order or
// the cart line when it is there, and otherwise says it cannot tell yet; never "nothing has changed".
// Once the fault is gone the shop serves as before.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { CartActionAnswer } from "~/cart/messages";
import type { CheckoutAnswer } from "~/checkout/checkout-page.server";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as cartPageLoader } from "~/routes/($lang).pages.cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import { loader as thankYouLoader } from "~/routes/($lang).pages.thankyou";
import { Browser, pickArticles, useTestErp } from "../support/harness";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const SEND_ORDER = "/hub/wrapper/send_order";
const ADD_TO_CART = "/hub/wrapper/add_to_cart";
// The demo ERP applies a delayed write halfway through the delay: 0.7 s is before the shop gives
// up at 1 s, 3 s after it.
const APPLIED_BEFORE_TIMEOUT = { delayMs: 1_400, times: 1 };
const APPLIED_AFTER_TIMEOUT = { delayMs: 6_000, times: 1 };
const NOTHING_CHANGED = "cartPage.messages.erpUnavailable";

const demo = useTestErp({ env: { ERP_WRITE_TIMEOUT_MS: "1000" } });
let skus: string[];

beforeAll(async () => {
  const browser = await Browser.signIn(ROSSI);
  skus = (await pickArticles(await browser.erp(), 4, (price) => price.packaging.multiple === 1 && price.unitPrice > 1)).map(
    (article) => article.product.sku,
  );
});

async function addToCart(browser: Browser, sku: string) {
  const answer = await browser.call<CartActionAnswer>(cartAction, "/en/cart", { form: { intent: "add", sku, quantity: "2", js: "1" } });
  return answer.data;
}

async function sendOrder(browser: Browser) {
  const { token } = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as { token: string };
  return browser.call<CheckoutAnswer>(checkoutAction, "/en/pages/checkout", { form: { intent: "send", deliveryType: "SHIPPING_GOOD", token } });
}

async function ordersOfCart(browser: Browser, cartId: number) {
  return (await (await browser.erp()).account.orders()).filter((order) => order.cartId === cartId);
}

/** After the fault: the page answers normally again. */
async function servesNormally(browser: Browser) {
  await demo.setFaults([]);
  const page = await browser.call(cartPageLoader, "/en/pages/cart");
  expect(page.status).toBe(200);
  expect(page.thrown).toBe(false);
}

describe("an order sent without an answer in time", () => {
  it("is found in the order list and thanked for, once", async () => {
    const browser = await Browser.signIn(ESPOSITO);
    expect((await addToCart(browser, skus[0]!)).ok).toBe(true);
    const cartId = (await (await browser.erp()).cart.get()).id;

    const sent = await demo.withFaults([{ path: SEND_ORDER, ...APPLIED_BEFORE_TIMEOUT }], () => sendOrder(browser));

    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/en/pages/thankyou");
    const [order, ...others] = await ordersOfCart(browser, cartId);
    expect(others).toHaveLength(0);
    const thanks = (await browser.call(thankYouLoader, "/en/pages/thankyou")).data as { order: { number: string } };
    expect(thanks.order.number).toBe(`${order!.key.type}/${order!.key.year}/${order!.key.number}`);
    await servesNormally(browser);
  });

  it("is said to be unknown yet, with the way to the orders, while the list does not show it", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 1 });
    expect((await addToCart(browser, skus[1]!)).ok).toBe(true);
    const cartId = (await (await browser.erp()).cart.get()).id;

    await demo.setFaults([{ path: SEND_ORDER, ...APPLIED_AFTER_TIMEOUT }]);
    const sent = await sendOrder(browser);

    expect(sent.status).toBe(202);
    expect(sent.data).toMatchObject({ ok: false, outcomeUnknown: true, messages: [{ key: "checkout.outcomeUnknown" }] });
    expect(JSON.stringify(sent.data)).not.toContain(NOTHING_CHANGED);
    // The ERP did make it: the orders the message points to show it.
    await vi.waitFor(async () => expect(await ordersOfCart(browser, cartId)).toHaveLength(1), { timeout: 8_000, interval: 250 });
    await servesNormally(browser);
  });
});

describe("a cart add without an answer in time", () => {
  it("is read back from the cart and confirmed", async () => {
    const browser = await Browser.signIn(ESPOSITO, { addressIndex: 1 });

    const added = await demo.withFaults([{ path: ADD_TO_CART, ...APPLIED_BEFORE_TIMEOUT }], () => addToCart(browser, skus[2]!));

    expect(added).toMatchObject({ ok: true, messages: [{ key: "cartPage.messages.added" }], added: { sku: skus[2], quantity: 2 } });
    const lines = (await (await browser.erp()).cart.get()).lines.filter((line) => line.sku === skus[2]);
    expect(lines.map((line) => line.quantity)).toEqual([2]);
    await servesNormally(browser);
  });

  it("is said to be unconfirmed, never unchanged, while the cart does not show it", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 2 });

    await demo.setFaults([{ path: ADD_TO_CART, ...APPLIED_AFTER_TIMEOUT }]);
    const added = await addToCart(browser, skus[3]!);

    expect(added).toMatchObject({ ok: false, messages: [{ key: "cartPage.messages.unconfirmed" }] });
    expect(JSON.stringify(added)).not.toContain(NOTHING_CHANGED);
    // The ERP did apply it: the cart, read again, shows it.
    await vi.waitFor(async () => expect((await (await browser.erp()).cart.get()).lines.map((line) => line.sku)).toContain(skus[3]), {
      timeout: 8_000,
      interval: 250,
    });
    await servesNormally(browser);
  });

  it("without JavaScript, comes back to the cart with the same words", async () => {
    const browser = await Browser.signIn(ESPOSITO, { addressIndex: 1 });
    await demo.setFaults([{ path: ADD_TO_CART, ...APPLIED_AFTER_TIMEOUT }]);

    const answer = await browser.call(cartAction, "/en/cart", { form: { intent: "add", sku: skus[3]!, quantity: "2" } });

    expect(answer.status).toBe(303);
    expect((await browser.session()).get("toasts" as never)).toMatchObject([{ kind: "error", key: "cartPage.messages.unconfirmed" }]);
    await servesNormally(browser);
  });
});
