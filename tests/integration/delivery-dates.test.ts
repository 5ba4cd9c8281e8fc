// Delivery dates on the cart's lines against the demo ERP (run it with DEMO_ERP_DIALECT=varying
// too): one availability check per cart render dates every line (late ones from their date, none for
// an article the ERP cannot date), records the rows' dates as the real ERP does, a later day for a
// line or the whole order (never earlier than the ERP's, with JavaScript and without), and a
// failing or missing check leaves the cart without dates and intact.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { todayInRome } from "~/platform/i18n";
import type { loadCartPage } from "~/checkout/cart-page.server";
import { addWorkingDays } from "~/cart/delivery-dates";
import type { CartActionAnswer } from "~/cart/messages";
import type { Erp } from "~/erp/client.server";
import type { Price, Product } from "~/erp/types";
import { CART } from "~/platform/config";
import type { DatedLine } from "~/cart/delivery-dates";
import { action as cartAction } from "~/routes/($lang).cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import { loader as thankYouLoader } from "~/routes/($lang).pages.thankyou";
import { loader as cartPageLoader } from "~/routes/($lang).pages.cart";
import { loader as miniCartLoader } from "~/routes/($lang).cart_.mini";
import type { MiniCartData } from "~/cart/summary.server";
import { Browser, useTestErp } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const CHECK = "/api/method/mymb_ecommerce.controllers.cart.check_info_availability_for_item";
const demo = useTestErp();
const shippingDay = addWorkingDays(todayInRome(), CART.deliveryBusinessDays);

type Article = { product: Product; price: Price };
let inStock: Article;
let arriving: Article;
let soldOut: Article;
/** More articles in stock: an order of more dated lines than a cookie could hold. */
let moreInStock: Article[];
const MORE_IN_STOCK = 12;

/** The first orderable, childless articles of the catalogue in stock (30 and more), arriving, and sold out. */
async function pick(erp: Erp) {
  const found: Partial<Record<"inStock" | "arriving" | "soldOut", Article>> & { more: Article[] } = { more: [] };
  for (let page = 0; page < 10 && !(found.more.length === MORE_IN_STOCK && found.arriving && found.soldOut); page++) {
    const result = await erp.catalog.search({ text: "", filters: {}, page, perPage: 100, sort: "relevance" });
    const prices = await erp.catalog.prices(result.products.map((product) => product.sku));
    for (const product of result.products) {
      const price = prices[product.sku];
      if (!price?.orderable || product.children.length > 0) continue;
      if (product.availability === "available" && price.stock >= 30) {
        if (!found.inStock) found.inStock = { product, price };
        else if (found.more.length < MORE_IN_STOCK) found.more.push({ product, price });
      }
      if (product.availability === "arriving") found.arriving ??= { product, price };
      if (product.availability === "unavailable") found.soldOut ??= { product, price };
    }
  }
  return found as Record<"inStock" | "arriving" | "soldOut", Article> & { more: Article[] };
}

beforeAll(async () => {
  ({ inStock, arriving, soldOut, more: moreInStock } = await pick(await (await Browser.signIn(ROSSI)).erp()));
});

/** A signed-in browser whose cart holds exactly these articles (one pack each). */
async function cartWith(...articles: Article[]) {
  const browser = await Browser.signIn(ROSSI);
  const erp = await browser.erp();
  for (const line of (await erp.cart.get()).lines) await erp.cart.remove(line.rowId);
  for (const article of articles) await erp.cart.add({ sku: article.product.sku, quantity: article.price.packaging.multiple });
  return browser;
}

async function cartPage(browser: Browser, path = "/pages/cart?tab=active") {
  return (await browser.call<Awaited<ReturnType<typeof loadCartPage>>>(cartPageLoader, path)).data;
}

const rowOf = (page: Awaited<ReturnType<typeof loadCartPage>>, article: Article) =>
  page.cart.lines.find((line) => line.sku === article.product.sku)!.rowId;

describe("the cart's delivery dates", () => {
  it("date each line for the shipping day: in stock on it, arriving later (late), sold out without a date; the rows' dates are recorded", async () => {
    const browser = await cartWith(inStock, arriving, soldOut);
    const page = await cartPage(browser);
    expect(page.delivery).toMatchObject({ shippingDay, orderEarliest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const lines = page.delivery!.lines;
    expect(lines[rowOf(page, inStock)]).toEqual({ day: shippingDay, earliest: shippingDay, late: false, chosen: false });
    const late = lines[rowOf(page, arriving)]!;
    expect(late).toMatchObject({ late: true, chosen: false });
    expect(late.day > shippingDay).toBe(true);
    expect(lines[rowOf(page, soldOut)]).toBeUndefined();
    expect(page.delivery!.orderEarliest).toBe(late.day);
    // The header's mini cart shows the same dates.
    const mini = (await (await browser.call(miniCartLoader, "/cart/mini")).response!.json()) as { mini: MiniCartData };
    expect(mini.mini.lines.map((line) => [line.sku, line.delivery])).toEqual(page.cart.lines.map((line) => [line.sku, lines[line.rowId] ?? null]));
    // The first check recorded the dated rows' days on the ERP's cart (the undated row has none).
    const erp = await browser.erp();
    const cart = await erp.cart.get();
    const rows = await erp.delivery.availability(
      cart.id,
      [{ productId: inStock.product.id, quantity: inStock.price.packaging.multiple }],
      shippingDay,
    );
    expect(rows.get(inStock.product.id)).toEqual({ availableOn: shippingDay, recordedOn: shippingDay, late: false });
  });

  it("a line above the stock is late until its restock", async () => {
    const browser = await cartWith(inStock);
    const erp = await browser.erp();
    const line = (await erp.cart.get()).lines[0]!;
    await erp.cart.update([
      { rowId: line.rowId, quantity: inStock.price.packaging.multiple * Math.ceil((inStock.price.stock + 1) / inStock.price.packaging.multiple) },
    ]);
    const cart = await erp.cart.get();
    const rows = await erp.delivery.availability(cart.id, [{ productId: inStock.product.id, quantity: cart.lines[0]!.quantity }], shippingDay);
    expect(rows.get(inStock.product.id)).toMatchObject({ late: true });
    expect(rows.get(inStock.product.id)!.availableOn! > shippingDay).toBe(true);
  });
});

describe("a later delivery day", () => {
  it("for one line with JavaScript: kept on the row and shown as the customer's day; an earlier day than the ERP's is refused", async () => {
    const browser = await cartWith(inStock, arriving);
    const before = await cartPage(browser, "/en/pages/cart?tab=active");
    const rowId = rowOf(before, arriving);
    const earliest = before.delivery!.lines[rowId]!.earliest;
    const tooEarly = await browser.call<CartActionAnswer>(cartAction, "/en/cart", {
      form: { intent: "delivery-day", rowId, day: shippingDay, js: "1" },
    });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.data.messages).toEqual([
      expect.objectContaining({ kind: "error", key: "cartPage.delivery.tooEarly", text: expect.stringContaining("or later") }),
    ]);
    const wanted = addWorkingDays(earliest, 2);
    const answer = await browser.call<CartActionAnswer>(cartAction, "/en/cart", { form: { intent: "delivery-day", rowId, day: wanted, js: "1" } });
    expect(answer.data).toMatchObject({ ok: true, messages: [{ kind: "success", key: "cartPage.delivery.lineSet" }] });
    const after = await cartPage(browser, "/en/pages/cart?tab=active");
    expect(after.delivery!.lines[rowId]).toEqual({ day: wanted, earliest, late: true, chosen: true });
    expect(after.delivery!.lines[rowOf(after, inStock)]).toMatchObject({ day: shippingDay, chosen: false });
  });

  it("for the whole order without JavaScript: a 303 back with the toast, every dated line on that day; a bad day changes nothing", async () => {
    const browser = await cartWith(inStock, arriving);
    const before = await cartPage(browser);
    const wanted = addWorkingDays(before.delivery!.orderEarliest!, 3);
    const bad = await browser.call(cartAction, "/cart", { form: { intent: "delivery-day", day: "31/12/2026" } });
    expect(bad.status).toBe(303);
    const answer = await browser.call(cartAction, "/cart", { form: { intent: "delivery-day", day: wanted, redirectTo: "/pages/cart?tab=active" } });
    expect(answer).toMatchObject({ status: 303, location: "/pages/cart?tab=active" });
    const toasts = (await browser.session()).get("toasts" as never) as unknown as Array<{ key: string }>;
    expect(toasts.map((toast) => toast.key)).toEqual(["cartPage.delivery.invalidDay", "cartPage.delivery.orderSet"]);
    const after = await cartPage(browser);
    expect(Object.values(after.delivery!.lines).map((line) => [line.day, line.chosen])).toEqual([
      [wanted, true],
      [wanted, true],
    ]);
  });
});

describe("the order's dates", () => {
  it("show on the checkout's summary, stay with the checked order and on the thank-you page, every one of them", async () => {
    const browser = await cartWith(inStock, arriving, soldOut, ...moreInStock);
    type Checkout = { token: string; deliveryDates: DatedLine[]; checked: { deliveryDates: DatedLine[] } | null };
    const page = (await browser.call<Checkout>(checkoutLoader, "/en/pages/checkout")).data;
    expect(page.deliveryDates.map((line) => [line.sku, line.delivery.late])).toEqual([
      [inStock.product.sku, false],
      [arriving.product.sku, true],
      ...moreInStock.map((article) => [article.product.sku, false]),
    ]);
    const prepared = await browser.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "SHIPPING_GOOD" } });
    expect(prepared.data).toEqual({ ok: true, messages: [] });
    // While the check holds, the ERP's dates are not asked again: the check's are shown.
    const checked = await demo.withFaults(
      [{ path: CHECK, status: 500 }],
      async () => (await browser.call<Checkout>(checkoutLoader, "/en/pages/checkout")).data,
    );
    expect(checked.checked!.deliveryDates).toEqual(page.deliveryDates);
    expect(checked.deliveryDates).toEqual(page.deliveryDates);
    const sent = await browser.call(checkoutAction, "/en/pages/checkout", {
      form: { intent: "send", deliveryType: "SHIPPING_GOOD", token: page.token },
    });
    expect(sent.location).toBe("/en/pages/thankyou");
    const thanks = (await browser.call<{ order: { deliveryDates: DatedLine[] } }>(thankYouLoader, "/en/pages/thankyou")).data;
    expect(thanks.order.deliveryDates).toEqual(page.deliveryDates);
  });
});

describe("a check that fails", () => {
  it.each([500, 404])("(HTTP %i) leaves the cart whole, without dates and without a later-day control", async (status) => {
    const browser = await cartWith(inStock, arriving);
    await demo.withFaults([{ path: CHECK, status }], async () => {
      const page = await cartPage(browser);
      expect(page.cart.lines).toHaveLength(2);
      expect(page.delivery).toBeNull();
      const answer = await browser.call<CartActionAnswer>(cartAction, "/cart", {
        form: { intent: "delivery-day", day: addWorkingDays(shippingDay, 20), js: "1" },
      });
      expect(answer.data).toMatchObject({ ok: false, messages: [{ key: "cartPage.delivery.unavailable" }] });
    });
  });
});
