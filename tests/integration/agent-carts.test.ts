// Agent carts and client carts through the storefront's pages against the demo ERP: a sales agent
// acting for a customer (the picker's action, then the customer's second address) sees whether the
// active cart is the customer's own or theirs, saves a proposal; the customer finds it marked as their
// agent's and activates it; the order the agent places says so in the customer's orders; the account
// page names the referral agent.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { orderDetailPath } from "~/page/account-paths";
import type { loadAccountPage } from "~/account/account-page.server";
import type { loadOrderDetailPage } from "~/account/order-detail-page.server";
import type { loadOrdersPage } from "~/account/orders-page.server";
import type { loadCartPage } from "~/checkout/cart-page.server";
import { orderNumber } from "~/platform/i18n";
import { remixI18n } from "~/platform/i18n.server";
import type { TFunction } from "i18next";
import { action as addressAction } from "~/routes/($lang).address";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as accountLoader } from "~/routes/($lang).pages.account";
import { action as pickerAction } from "~/routes/($lang).pages.agent.customers";
import { loader as cartPageLoader } from "~/routes/($lang).pages.cart";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import { loader as orderDetailLoader } from "~/routes/($lang).pages.order_detail";
import { loader as ordersLoader } from "~/routes/($lang).pages.orders";
import { loader as thankYouLoader } from "~/routes/($lang).pages.thankyou";
import { Browser, pickArticles, readSession, useTestErp } from "../support/harness";

const SARA = DEMO_AGENTS[1] as DemoAgent;
const ESPOSITO = DEMO_CUSTOMERS[2] as DemoCustomer;
const SECOND_ADDRESS = ESPOSITO.addresses[1]!.code;

useTestErp();

type CartPageData = Awaited<ReturnType<typeof loadCartPage>>;
let t: TFunction;
let skus: string[];

beforeAll(async () => {
  t = await remixI18n.getFixedT("en");
  const erp = await (await Browser.signIn(ESPOSITO, { addressIndex: 1 })).erp();
  skus = (await pickArticles(erp, 3, (price) => price.packaging.multiple === 1 && price.unitPrice > 1)).map((article) => article.product.sku);
});

/** Sara, signed in, acting for Esposito at the customer's second address. */
async function saraForEsposito(): Promise<Browser> {
  const sara = await Browser.signInAgent(SARA);
  const chosen = await sara.call(pickerAction, "/en/pages/agent/customers", { form: { intent: "choose", clientId: ESPOSITO.id } });
  expect(chosen.status).toBe(303);
  expect((await sara.call(addressAction, "/en/address", { form: { addressCode: SECOND_ADDRESS } })).status).toBe(303);
  return sara;
}

const cartPage = (browser: Browser, tab: "active" | "saved") => browser.data<CartPageData>(cartPageLoader, `/en/pages/cart?tab=${tab}`);
const text = ({ key, values }: { key: string; values?: Record<string, string> }) => t(key, values);

async function add(browser: Browser, sku: string) {
  const answer = await browser.call(cartAction, "/en/cart", { form: { intent: "add", sku, quantity: "2", js: "1" } });
  expect(answer.status).toBe(200);
}

/** The last toast a no-JavaScript post answered with (earlier pages' toasts are still unread), as the customer reads it. */
async function lastToast(answer: { headers: Headers }): Promise<string> {
  const toasts = (await readSession(answer.headers.get("Set-Cookie")!)).get("toasts") ?? [];
  return text(toasts.at(-1) as never);
}

describe("agent carts and client carts", () => {
  it("tells the customer's cart from the agent's, saves a proposal the customer activates, and marks the agent's order", async () => {
    const customer = await Browser.signIn(ESPOSITO, { addressIndex: 1 });
    const sara = await saraForEsposito();

    // The customer's own cart is a client cart to the agent, their cart to the customer.
    await add(customer, skus[0]!);
    const theirs = await cartPage(sara, "active");
    expect(theirs.cart.lines.map((line) => line.sku)).toEqual([skus[0]]);
    expect(text(theirs.kind)).toBe("Client cart");
    expect(text((await cartPage(customer, "active")).kind)).toBe("Your cart");
    const ownSaved = await customer.call(cartAction, "/en/cart", { form: { intent: "save", name: "Own list" } });
    expect(await lastToast(ownSaved)).toBe(t("cartPage.messages.saved"));

    // A cart the agent starts is an agent cart, for the customer too.
    await add(sara, skus[1]!);
    expect(text((await cartPage(sara, "active")).kind)).toBe("Agent cart · prepared by Sara Conti");
    expect(text((await cartPage(customer, "active")).kind)).toBe("Agent cart · prepared by Sara Conti");

    // Saved as a proposal for the customer.
    const before = await cartPage(sara, "saved");
    expect(before.proposal).toBe(true);
    expect(before.saved?.map((cart) => [cart.name, text(cart.author)])).toEqual([["Own list", "Created by the customer"]]);
    const saved = await sara.call(cartAction, "/en/cart", {
      form: { intent: "save", name: "Sara's proposal", redirectTo: "/en/pages/cart?tab=saved" },
    });
    expect(saved.location).toBe("/en/pages/cart?tab=saved");
    expect(await lastToast(saved)).toBe(`Proposal saved for ${ESPOSITO.company}`);

    // The customer finds it marked as their agent's and makes it their active cart.
    const list = await cartPage(customer, "saved");
    expect(list.proposal).toBe(false);
    const byName = new Map(list.saved?.map((cart) => [cart.name, cart]));
    expect(text(byName.get("Sara's proposal")!.author)).toBe("Prepared by your agent Sara Conti");
    expect(text(byName.get("Own list")!.author)).toBe("Created by you");
    const activated = await customer.call(cartAction, "/en/cart", {
      form: { intent: "activate", savedCartId: String(byName.get("Sara's proposal")!.id), redirectTo: "/en/pages/cart?tab=saved" },
    });
    expect(await lastToast(activated)).toBe(t("cartPage.messages.activated"));
    const active = await cartPage(customer, "active");
    expect(active.cart.lines.map((line) => line.sku)).toEqual([skus[1]]);
    expect(text(active.kind)).toBe("Agent cart · prepared by Sara Conti");
    expect((await cartPage(customer, "saved")).saved?.map((cart) => cart.name)).toEqual(["Own list"]);

    // The agent orders it (with pickup); the customer's orders say who placed it.
    await add(sara, skus[2]!);
    const checkout = (await sara.data<{ token: string }>(checkoutLoader, "/en/pages/checkout")).token;
    await sara.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "PICKUP_HEADQUARTER" } });
    const sent = await sara.call(checkoutAction, "/en/pages/checkout", {
      form: { intent: "send", deliveryType: "PICKUP_HEADQUARTER", token: checkout },
    });
    expect(sent.location).toBe("/en/pages/thankyou");
    const number = (await sara.data<{ order: { number: string } }>(thankYouLoader, "/en/pages/thankyou")).order.number;

    const orders = (await customer.data<Awaited<ReturnType<typeof loadOrdersPage>>>(ordersLoader, "/en/pages/orders")).orders.items;
    const placed = orders.find((order) => orderNumber(order.key) === number)!;
    expect(placed.createdByAgent).toEqual({ code: "AG02", name: "Sara Conti" });
    expect(orders.filter((order) => order !== placed).every((order) => order.createdByAgent === null)).toBe(true);
    const detail = await customer.data<Awaited<ReturnType<typeof loadOrderDetailPage>>>(orderDetailLoader, "/en" + orderDetailPath(placed.key));
    expect(detail.order.createdByAgent).toEqual({ code: "AG02", name: "Sara Conti" });
    expect(t("account.orders.placedBy", { name: detail.order.createdByAgent!.name })).toBe("Placed by your agent Sara Conti");
  });
});

describe("the referral agent", () => {
  it("is on the customer's account page, and on the agent's view of it", async () => {
    const customer = await Browser.signIn(ESPOSITO, { addressIndex: 1 });
    const account = await customer.data<Awaited<ReturnType<typeof loadAccountPage>>>(accountLoader, "/en/pages/account");
    expect(account.referralAgent).toEqual({ code: "AG02", name: "Sara Conti" });
    const sara = await saraForEsposito();
    expect((await sara.data<Awaited<ReturnType<typeof loadAccountPage>>>(accountLoader, "/en/pages/account")).referralAgent).toEqual({
      code: "AG02",
      name: "Sara Conti",
    });
  });
});
