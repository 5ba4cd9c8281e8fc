// Checkout and wishlist with real Requests against the demo ERP: delivery and pickup orders found in
// the ERP, the cart empty afterwards, a double or replayed submission never orders twice, the
// minimum order blocks, a second device of the customer goes on after an order without losing an
// add, and the wishlist's rules.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { CartActionAnswer } from "~/cart/messages";
import type { QuickOrderAnswer } from "~/cart/quick-order";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as cartPageLoader } from "~/routes/($lang).pages.cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import { loader as thankYouLoader } from "~/routes/($lang).pages.thankyou";
import { action as wishlistAction, loader as wishlistLoader } from "~/routes/($lang).pages.wishlist";
import { Browser, pickArticles, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
useTestErp();
let skus: string[];

beforeAll(async () => {
  const browser = await Browser.signIn(ROSSI);
  skus = (await pickArticles(await browser.erp(), 8, (price) => price.packaging.multiple === 1 && price.unitPrice > 1)).map(
    (article) => article.product.sku,
  );
});

type CheckoutData = {
  token: string;
  delivery: string;
  totals: { net: number | null; shipping: number | null; vat: number | null; total: number | null };
  checked: { deliveryType: string; totals: { net: number | null; transport: number | null; vat: number | null; total: number | null } } | null;
  checkVoid: boolean;
  cart: { empty: boolean; canCheckout: boolean; lineCount: number; minOrder: { compliant: boolean; minimumAmount: number; missing: number } };
  address: { paymentMethod: string; carrier: string; street: string } | null;
  pickupWindows: unknown[];
  notesEnabled: boolean;
};

async function orderOnce(browser: Browser, deliveryType: string) {
  const page = await browser.call(checkoutLoader, "/en/pages/checkout");
  const data = page.data as CheckoutData;
  const prepared = await browser.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType } });
  expect(prepared.data).toEqual({ ok: true, messages: [] });
  // The check is kept: the page shows it again (a reload, the revalidation after the post).
  const checked = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
  expect(checked.checked).toMatchObject({ deliveryType });
  const sent = await browser.call(checkoutAction, "/en/pages/checkout", { form: { intent: "send", deliveryType, token: data.token } });
  return { page: data, checked, sent };
}

describe("checkout", () => {
  it("orders once with delivery and once with pickup; both are in the ERP and the cart is empty", async () => {
    const browser = await Browser.signIn(ESPOSITO);
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: skus[0]!, quantity: "3", js: "1" } });
    const delivery = await orderOnce(browser, "SHIPPING_GOOD");
    expect(delivery.page.address).toMatchObject({ paymentMethod: expect.any(String), carrier: expect.any(String) });
    expect(delivery.page.pickupWindows).toHaveLength(2);
    expect(delivery.page.notesEnabled).toBe(false);
    expect(delivery.sent.status).toBe(303);
    expect(delivery.sent.location).toBe("/en/pages/thankyou");
    expect((await browser.session()).get("cartId")).toBe(0);
    const thanks = (await browser.call(thankYouLoader, "/en/pages/thankyou")).data as { order: { number: string; deliveryType: string } };
    expect(thanks.order.deliveryType).toBe("SHIPPING_GOOD");
    expect((await (await browser.erp()).cart.get()).lines).toHaveLength(0);

    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: skus[1]!, quantity: "2", js: "1" } });
    const pickup = await orderOnce(browser, "PICKUP_HEADQUARTER");
    expect(pickup.checked.checked!.totals.transport).toBe(0);
    expect(pickup.sent.location).toBe("/en/pages/thankyou");
    const second = (await browser.call(thankYouLoader, "/en/pages/thankyou")).data as { order: { number: string; deliveryType: string } };
    expect(second.order.deliveryType).toBe("PICKUP_HEADQUARTER");
    expect(second.order.number).not.toBe(thanks.order.number);

    const orders = await (await browser.erp()).account.orders();
    const numbers = orders.map((order) => `${order.key.type}/${order.key.year}/${order.key.number}`);
    expect(numbers).toEqual(expect.arrayContaining([thanks.order.number, second.order.number]));
  });

  it("never creates two orders from a double click or a replayed form", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 1 });
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: skus[2]!, quantity: "1", js: "1" } });
    const before = (await (await browser.erp()).account.orders()).length;
    const page = (await browser.call(checkoutLoader, "/pages/checkout")).data as CheckoutData;
    const form = { intent: "send", deliveryType: "SHIPPING_GOOD", token: page.token };
    // Two tabs sharing the cookie submit at once (a double click without JavaScript).
    const twin = new Browser(browser.cookie);
    const [first, second] = await Promise.all([
      browser.call(checkoutAction, "/pages/checkout", { form }),
      twin.call(checkoutAction, "/pages/checkout", { form }),
    ]);
    expect([first.location, second.location]).toEqual(["/pages/thankyou", "/pages/thankyou"]);
    // The same form sent again later (the second post of a double click that left after the first
    // answer, back button, resubmit): the thank-you page of the order it sent, no second order.
    const replay = await browser.call(checkoutAction, "/pages/checkout", { form });
    expect(replay.location).toBe("/pages/thankyou");
    // A form of an older attempt: refused with a clear message.
    const stale = await browser.call(checkoutAction, "/pages/checkout", { form: { ...form, token: "0".repeat(36) } });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ ok: false, messages: [{ key: "checkout.tokenExpired" }] });
    expect((await (await browser.erp()).account.orders()).length).toBe(before + 1);
  });

  it("keeps one token per checkout attempt, so a reload while sending refuses nothing", async () => {
    const browser = await Browser.signIn(ESPOSITO, { addressIndex: 1 });
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: skus[4]!, quantity: "1", js: "1" } });
    const first = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    await browser.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "SHIPPING_GOOD" } });
    // The revalidation after "check the order", or a second tab, loads the page again.
    const again = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    expect(again.token).toBe(first.token);
    const sent = await browser.call(checkoutAction, "/en/pages/checkout", {
      form: { intent: "send", deliveryType: "SHIPPING_GOOD", token: first.token },
    });
    expect(sent.status).toBe(303);
    // A new attempt (a new cart) gets a new token.
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: skus[4]!, quantity: "1", js: "1" } });
    const next = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    expect(next.token).not.toBe(first.token);
  });

  it("shows the ERP's 409 for a cart already ordered", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 2 });
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: skus[3]!, quantity: "1", js: "1" } });
    const page = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    const stale = browser.cookie;
    const sent = await browser.call(checkoutAction, "/en/pages/checkout", {
      form: { intent: "send", deliveryType: "SHIPPING_GOOD", token: page.token },
    });
    expect(sent.status).toBe(303);
    // Another replica, without this process's memory, would see the old cookie and token: the
    // order names its cart, so the ERP answers 409 instead of ordering a new cart.
    const { sendOrderOnce } = await import("~/checkout/send.server");
    const replica = new Browser(stale);
    const session = await replica.session();
    const again = sendOrderOnce({
      lang: "en",
      customer: { token: session.get("token")!, clientId: session.get("clientId")!, addressCode: session.get("addressCode")!, cartId: 0 },
      token: `${page.token}-other-replica`,
      cartId: (await (await import("~/checkout/checkout-session.server")).checkoutStorage().getSession(stale)).get("cartId")!,
      deliveryType: "SHIPPING_GOOD",
      note: "",
    });
    await expect(again).rejects.toMatchObject({ kind: "rejected", status: 409, messages: ["Cart already ordered"] });
  });

  it("blocks checkout below the minimum order and for an empty cart, and ignores forged fields", async () => {
    const bianchi = await Browser.signIn(BIANCHI);
    const empty = (await bianchi.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    expect(empty.cart.empty).toBe(true);
    await bianchi.call(cartAction, "/cart", { form: { intent: "add", sku: skus[4]!, quantity: "1", js: "1" } });
    const below = (await bianchi.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    expect(below.cart.canCheckout).toBe(false);
    expect(below.cart.minOrder).toMatchObject({ compliant: false, minimumAmount: BIANCHI.minOrderAmount });
    expect(below.cart.minOrder.missing).toBeGreaterThan(0);
    const refused = await bianchi.call(checkoutAction, "/en/pages/checkout", {
      form: { intent: "prepare", deliveryType: "SHIPPING_GOOD", client_id: ROSSI.id, address_code: "1", id_cart: "1" },
    });
    expect(refused.status).toBe(422);
    expect((refused.data as { ok: boolean }).ok).toBe(false);
    const unknownDelivery = await bianchi.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "DRONE" } });
    expect(unknownDelivery.status).toBe(400);
  });

  it("sends guests to the login page", async () => {
    const answer = await new Browser().call(checkoutLoader, "/pages/checkout");
    expect(answer.location).toBe("/pages/login?redirectTo=%2Fpages%2Fcheckout");
  });
});

describe("a second device of the customer, after an order from the first", () => {
  /** Two signed-in sessions of one customer that both put something in the cart: both name its id. */
  async function twoDevicesAfterAnOrder(addressIndex: number) {
    const laptop = await Browser.signIn(ESPOSITO, { addressIndex });
    const phone = await Browser.signIn(ESPOSITO, { addressIndex });
    await laptop.call(cartAction, "/en/cart", { form: { intent: "add", sku: skus[5]!, quantity: "1", js: "1" } });
    await phone.call(cartAction, "/en/cart", { form: { intent: "add", sku: skus[5]!, quantity: "1", js: "1" } });
    const ordered = (await phone.session()).get("cartId")!;
    expect(ordered).toBeGreaterThan(0);
    expect((await laptop.session()).get("cartId")).toBe(ordered);
    expect((await orderOnce(laptop, "SHIPPING_GOOD")).sent.location).toBe("/en/pages/thankyou");
    return { laptop, phone, ordered };
  }

  async function cartPageSkus(browser: Browser): Promise<string[]> {
    const page = (await browser.call(cartPageLoader, "/en/pages/cart?tab=active")).data as { cart: { lines: Array<{ sku: string }> } };
    return page.cart.lines.map((line) => line.sku);
  }

  it("an add goes into the customer's current cart, with a word about why (JavaScript and not)", async () => {
    const { laptop, phone, ordered } = await twoDevicesAfterAnOrder(0);
    const answer = await phone.call(cartAction, "/en/cart", { form: { intent: "add", sku: skus[6]!, quantity: "2", js: "1" } });
    expect(answer.status).toBe(200);
    const data = answer.data as CartActionAnswer;
    expect(data.ok).toBe(true);
    expect(data.added).toMatchObject({ sku: skus[6], quantity: 2 });
    expect(data.messages).toEqual([
      expect.objectContaining({ kind: "success", key: "cartPage.messages.added" }),
      {
        kind: "info",
        key: "cartPage.messages.newCart",
        text: "Your previous cart had already been ordered (perhaps from another device), so your current cart was used.",
      },
    ]);
    const current = (await phone.session()).get("cartId")!;
    expect(current).toBeGreaterThan(0);
    expect(current).not.toBe(ordered);
    expect(await cartPageSkus(phone)).toEqual([skus[6]]);
    // The first device sees the same current cart.
    expect(await cartPageSkus(laptop)).toEqual([skus[6]]);

    // Without JavaScript: the same, as a redirect back with the notices.
    const { phone: plainPhone } = await twoDevicesAfterAnOrder(0);
    const plain = await plainPhone.call(cartAction, "/en/cart", { form: { intent: "add", sku: skus[7]!, quantity: "1", redirectTo: "/en/shop" } });
    expect(plain.status).toBe(303);
    expect(plain.location).toBe("/en/shop");
    expect((await plainPhone.session()).get("toasts")).toEqual([
      expect.objectContaining({ kind: "success", key: "cartPage.messages.added" }),
      expect.objectContaining({ kind: "info", key: "cartPage.messages.newCart" }),
    ]);
    expect(await cartPageSkus(plainPhone)).toEqual([skus[7]]);
  });

  it("a quick order goes into the current cart too", async () => {
    const { phone } = await twoDevicesAfterAnOrder(1);
    const answer = await phone.call(cartAction, "/en/cart", { form: { intent: "quick-order", lines: `${skus[6]};1\n${skus[7]};1`, js: "1" } });
    const data = answer.data as CartActionAnswer & { quickOrder: QuickOrderAnswer };
    expect(data.quickOrder.addedCount).toBe(2);
    expect(data.messages).toContainEqual({
      kind: "info",
      key: "cartPage.messages.newCart",
      text: "Your previous cart had already been ordered (perhaps from another device), so your current cart was used.",
    });
    expect((await cartPageSkus(phone)).sort()).toEqual([skus[6], skus[7]].sort());
  });

  it("a change of a line of the ordered cart says so, and the page shows the current cart", async () => {
    const { phone } = await twoDevicesAfterAnOrder(1);
    const stale = (await phone.call(cartPageLoader, "/en/pages/cart?tab=active")).data as { cart: { lines: Array<{ rowId: string }> } };
    const rowId = stale.cart.lines[0]!.rowId;
    const answer = await phone.call(cartAction, "/en/cart", { form: { intent: "update", rowId, quantity: "5", js: "1" } });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ ok: false, messages: [{ kind: "error", key: "cartPage.messages.alreadyOrdered" }] });
    expect((await phone.session()).get("cartId")).toBe(0);
    expect(await cartPageSkus(phone)).not.toContain(skus[5]);
  });
});

describe("wishlist", () => {
  it("adds only if absent and removes by article", async () => {
    const browser = await Browser.signIn(ESPOSITO, { addressIndex: 1 });
    const added = await browser.call(wishlistAction, "/en/pages/wishlist", { form: { intent: "add", sku: skus[5]!, redirectTo: "/en/shop" } });
    expect(added.location).toBe("/en/shop");
    await browser.call(wishlistAction, "/en/pages/wishlist", { form: { intent: "add", sku: skus[5]! } });
    const toasts = (await browser.session()).get("toasts" as never) as unknown as Array<{ key: string }>;
    expect(toasts.map((toast) => toast.key)).toContain("wishlist.alreadyThere");
    const page = (await browser.call(wishlistLoader, "/en/pages/wishlist")).data as { items: Array<{ sku: string; title: string }> };
    expect(page.items.filter((item) => item.sku === skus[5])).toHaveLength(1);
    expect(page.items[0]!.title).not.toBe(skus[5]);
    await browser.call(wishlistAction, "/en/pages/wishlist", { form: { intent: "remove", sku: page.items[0]!.sku } });
    expect(((await browser.call(wishlistLoader, "/en/pages/wishlist")).data as { items: unknown[] }).items).toHaveLength(0);
  });

  it("tells guests to log in and sends them to the login page", async () => {
    const guest = new Browser();
    const answer = await guest.call(wishlistAction, "/en/pages/wishlist", { form: { intent: "add", sku: skus[5]!, redirectTo: "/en/shop" } });
    expect(answer.location).toBe("/en/pages/login?redirectTo=%2Fen%2Fshop");
    const toasts = (await guest.session()).get("toasts" as never) as unknown as Array<{ key: string }>;
    expect(toasts.map((toast) => toast.key)).toEqual(["wishlist.loginRequired"]);
  });
});

describe("a checked order is kept until it is sent (issue 29)", () => {
  type CartPageData = {
    cart: { lines: Array<{ sku: string; shortage: { available: number; requested: number } | null }> };
    checked: { deliveryType: string; total: number | null } | null;
    checkVoid: boolean;
  };

  it("survives a reload and a second tab, shows on the cart page, and a changed cart voids it", async () => {
    const browser = await Browser.signIn(BIANCHI);
    // Above Bianchi's minimum order (300 EUR net).
    const [article] = await pickArticles(await browser.erp(), 1, (price) => price.packaging.multiple === 1 && price.unitPrice > 20);
    const quantity = String(Math.ceil(330 / article!.price.unitPrice));
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: article!.product.sku, quantity, js: "1" } });
    const before = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    expect(before.checked).toBeNull();
    await browser.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "PICKUP_HEADQUARTER" } });

    // A second tab (the same cookies) opening the checkout finds the check, for its delivery.
    const tab = new Browser(browser.cookie);
    const again = (await tab.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    expect(again.delivery).toBe("PICKUP_HEADQUARTER");
    expect(again.checked).toMatchObject({ deliveryType: "PICKUP_HEADQUARTER", totals: { transport: 0 } });
    // The page's one total is the check's.
    expect(again.totals.total).toBe(again.checked!.totals.total);
    const cartPage = (await tab.call(cartPageLoader, "/en/pages/cart")).data as CartPageData;
    expect(cartPage.checked).toEqual({ deliveryType: "PICKUP_HEADQUARTER", total: again.checked!.totals.total });
    expect(cartPage.checkVoid).toBe(false);
    // So does a return: signed in again (another device, the next morning within the ERP token's life).
    const returned = await Browser.signIn(BIANCHI);
    expect(((await returned.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData).checked).toEqual(again.checked);

    // The cart changes in the other tab: the check is void, said on both pages, and nothing is sent.
    await tab.call(cartAction, "/cart", { form: { intent: "add", sku: article!.product.sku, quantity: "1", js: "1" } });
    const changed = (await browser.call(cartPageLoader, "/en/pages/cart")).data as CartPageData;
    expect(changed).toMatchObject({ checked: null, checkVoid: true });
    const voided = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    expect(voided).toMatchObject({ checked: null, checkVoid: true });
    const ordersBefore = (await (await browser.erp()).account.orders()).length;
    const refused = await browser.call(checkoutAction, "/en/pages/checkout", {
      form: { intent: "send", deliveryType: "PICKUP_HEADQUARTER", token: before.token },
    });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ ok: false, messages: [{ key: "checkout.checkVoid" }] });
    expect((await (await browser.erp()).account.orders()).length).toBe(ordersBefore);

    // Checked again, it is sent, and no trace of the check is left on the next cart.
    await browser.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "PICKUP_HEADQUARTER" } });
    const token = ((await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData).token;
    const sent = await browser.call(checkoutAction, "/en/pages/checkout", { form: { intent: "send", deliveryType: "PICKUP_HEADQUARTER", token } });
    expect(sent.status).toBe(303);
    expect((await browser.call(cartPageLoader, "/en/pages/cart")).data).toMatchObject({ checked: null, checkVoid: false });
  });

  it("totals the checkout by the delivery chosen, before and after the check, to the cent of the ERP's check", async () => {
    const browser = await Browser.signIn(ESPOSITO);
    // Below the free-shipping threshold: delivery costs 9.90 plus VAT.
    const [article] = await pickArticles(await browser.erp(), 1, (price) => price.packaging.multiple === 1 && price.unitPrice < 100);
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: article!.product.sku, quantity: "1", js: "1" } });
    const delivery = (await browser.call(checkoutLoader, "/en/pages/checkout")).data as CheckoutData;
    const cart = await (await browser.erp()).cart.get();
    expect(delivery.totals).toEqual({ net: cart.totals.net, shipping: 9.9, vat: cart.totals.vat, total: cart.totals.total });
    const pickup = (await browser.call(checkoutLoader, "/en/pages/checkout?delivery=PICKUP_HEADQUARTER")).data as CheckoutData;
    expect(pickup.totals.shipping).toBe(0);
    expect(pickup.totals.total).toBeLessThan(cart.totals.total - 9.9);
    await browser.call(checkoutAction, "/en/pages/checkout?delivery=PICKUP_HEADQUARTER", {
      form: { intent: "prepare", deliveryType: "PICKUP_HEADQUARTER" },
    });
    const checked = (await browser.call(checkoutLoader, "/en/pages/checkout?delivery=PICKUP_HEADQUARTER")).data as CheckoutData;
    expect(checked.checked!.totals).toEqual({ net: pickup.totals.net, transport: 0, vat: pickup.totals.vat, total: pickup.totals.total });
  });
});

describe("a line the ERP cannot deliver in full (issue 29)", () => {
  it("is told on the add and on its cart line, with availability hidden (the default)", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 1 });
    const [article] = await pickArticles(
      await browser.erp(),
      1,
      (price, product) => price.packaging.multiple === 1 && price.stock < 5_000 && !skus.includes(product.sku),
    );
    const requested = article!.price.stock + 10;
    const added = await browser.call<CartActionAnswer>(cartAction, "/en/cart", {
      form: { intent: "add", sku: article!.product.sku, quantity: String(requested), js: "1" },
    });
    expect(added.data.messages).toContainEqual(
      expect.objectContaining({
        key: "cartPage.messages.shortage",
        text: expect.stringContaining(`: ${article!.price.stock} available of ${requested} requested.`),
      }),
    );
    const page = (await browser.call(cartPageLoader, "/en/pages/cart")).data as {
      cart: { lines: Array<{ sku: string; shortage: { available: number; requested: number } | null }> };
    };
    const lines = new Map(page.cart.lines.map((line) => [line.sku, line.shortage]));
    expect(lines.get(article!.product.sku)).toEqual({ available: article!.price.stock, requested });
    // A line the ERP can deliver says nothing (and its stock stays on the server).
    await browser.call(cartAction, "/en/cart", { form: { intent: "add", sku: skus[0]!, quantity: "1", js: "1" } });
    const both = (await browser.call(cartPageLoader, "/en/pages/cart")).data as typeof page;
    expect(both.cart.lines.find((line) => line.sku === skus[0])!.shortage).toBeNull();
  });
});
