// Alternatives of an article the ERP cannot deliver, and the ERP's findings on the cart before it is
// sent, through the product page's, the cart page's and the checkout's loaders, in the dialect the
// run names (DEMO_ERP_DIALECT: the default answers alternatives by sku and anomalies by row id, the
// varying one by article id alone). A 404 of either call shows nothing, and costs no error.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { ProductPageData } from "~/catalog/product-page.server";
import type { Product } from "~/erp/types";
import { createErp } from "~/erp/client.server";
import { resetPublicCache } from "~/erp/cache.server";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as cartPageLoader } from "~/routes/($lang).pages.cart";
import { loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import { loader as productLoader } from "~/routes/($lang).product.$type.$slug";
import { Browser, pickArticles, useTestErp } from "../support/harness";

const [ROSSI, , , FOURTH] = DEMO_CUSTOMERS as DemoCustomer[];
const demo = useTestErp();
const ANOMALIES = "/api/method/mymb_ecommerce.controllers.cart.check_cart_anomalies";

/** A sold-out article the ERP names alternatives for, and an available one. */
let soldOut: Product;
let available: Product;

beforeAll(async () => {
  const guest = createErp({ lang: "en", customer: null });
  for (let page = 0; page < 10 && !soldOut; page++) {
    const { products } = await guest.catalog.search({ text: "", filters: {}, page, perPage: 100, sort: "relevance" });
    for (const product of products) {
      if (soldOut || product.statusCode !== "ESAURITO" || product.children.length > 0) continue;
      if ((await guest.catalog.alternatives(product.sku)).length > 0) soldOut = product;
    }
  }
  if (!soldOut) throw new Error("the demo catalogue has no sold-out article with alternatives");
  const rossi = await Browser.signIn(ROSSI!);
  available = (await pickArticles(await rossi.erp(), 1))[0]!.product;
});

type Notes = {
  byRow: Record<string, { anomalies: string[]; alternatives: Array<{ sku: string; title: string }> }>;
  general: string[];
  prices: Record<string, { unitPrice: number }>;
};
type CartPage = { cart: { lines: Array<{ rowId: string; sku: string }> }; notes: Notes };
type CheckoutPage = { anomalies: Array<{ line: string | null; message: string }> };

function productPage(sku: string, browser = new Browser()) {
  return browser.data<{ page: ProductPageData }>(productLoader, `/en/product/default/${sku}`, { params: { type: "default", slug: sku } });
}

describe("alternatives on the product page", () => {
  it("offers a sold-out article's alternatives with the customer's prices, and none for an available one", async () => {
    const rossi = await Browser.signIn(ROSSI!);
    const { page } = await productPage(soldOut.sku, rossi);
    expect(page.alternatives.length).toBeGreaterThan(0);
    for (const card of page.alternatives) {
      expect(card.sku).not.toBe(soldOut.sku);
      expect(card.title).not.toBe("");
      expect(page.prices[card.sku]?.unitPrice).toBeGreaterThan(0);
    }
    expect((await productPage(available.sku, rossi)).page.alternatives).toEqual([]);
  });

  it("shows a guest the alternatives with what guests see elsewhere", async () => {
    const { page } = await productPage(soldOut.sku);
    expect(page.alternatives.length).toBeGreaterThan(0);
    const rossi = await productPage(soldOut.sku, await Browser.signIn(ROSSI!));
    expect(page.alternatives.map((card) => card.sku)).toEqual(rossi.page.alternatives.map((card) => card.sku));
  });
});

describe("the cart's anomalies and alternatives before checkout", () => {
  it("names the sold-out line on the cart and the checkout, offers its alternatives there, and nothing for the others", async () => {
    const browser = await Browser.signIn(FOURTH!);
    for (const sku of [available.sku, soldOut.sku]) {
      const added = await browser.call(cartAction, "/cart", { form: { intent: "add", sku, quantity: "1", js: "1" } });
      expect(added.data).toMatchObject({ ok: true });
    }
    const cart = await browser.data<CartPage>(cartPageLoader, "/en/pages/cart");
    const soldOutRow = cart.cart.lines.find((line) => line.sku === soldOut.sku)!.rowId;
    const availableRow = cart.cart.lines.find((line) => line.sku === available.sku)!.rowId;
    expect(cart.notes.general).toEqual([]);
    expect(cart.notes.byRow[availableRow]).toBeUndefined();
    const notes = cart.notes.byRow[soldOutRow]!;
    expect(notes.anomalies).toEqual([`${soldOut.title}: sold out, it cannot be delivered`]);
    expect(notes.alternatives.length).toBeGreaterThan(0);
    for (const card of notes.alternatives) expect(cart.notes.prices[card.sku]?.unitPrice).toBeGreaterThan(0);

    const checkout = await browser.data<CheckoutPage>(checkoutLoader, "/en/pages/checkout");
    expect(checkout.anomalies).toEqual([{ line: `${soldOut.sku} ${soldOut.title}`, message: `${soldOut.title}: sold out, it cannot be delivered` }]);

    // An alternative goes to the cart like any article, and the sold-out line, once removed, takes its notes with it.
    const alternative = notes.alternatives[0]!.sku;
    expect((await browser.call(cartAction, "/cart", { form: { intent: "add", sku: alternative, quantity: "1" } })).status).toBe(303);
    await browser.call(cartAction, "/cart", { form: { intent: "remove", rowId: soldOutRow, js: "1" } });
    const after = await browser.data<CartPage>(cartPageLoader, "/en/pages/cart");
    expect(after.cart.lines.map((line) => line.sku).sort()).toEqual([available.sku, alternative].sort());
    expect(after.notes).toMatchObject({ byRow: {}, general: [] });
    expect((await browser.data<CheckoutPage>(checkoutLoader, "/en/pages/checkout")).anomalies).toEqual([]);
  });

  it("shows no anomaly where the ERP has no such call (404) or fails, and the cart still opens", async () => {
    const browser = await Browser.signIn(ROSSI!);
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: soldOut.sku, quantity: "1", js: "1" } });
    for (const status of [404, 500]) {
      await demo.withFaults([{ path: ANOMALIES, status }], async () => {
        const cart = await browser.data<CartPage>(cartPageLoader, "/en/pages/cart");
        expect(cart.cart.lines.length).toBeGreaterThan(0);
        expect(Object.values(cart.notes.byRow).flatMap((notes) => notes.anomalies)).toEqual([]);
        expect(cart.notes.general).toEqual([]);
        expect((await browser.data<CheckoutPage>(checkoutLoader, "/en/pages/checkout")).anomalies).toEqual([]);
      });
    }
  });
});

// Last: a 404 is remembered for a minute, so no alternatives are asked of this ERP after it.
describe("a deployment without alternatives", () => {
  it("shows none on the product page, which still opens", async () => {
    resetPublicCache();
    await demo.withFaults([{ path: "/hub/erp/alternatives", status: 404 }], async () => {
      const { page } = await productPage(soldOut.sku);
      expect(page.product.sku).toBe(soldOut.sku);
      expect(page.alternatives).toEqual([]);
    });
  });
});
