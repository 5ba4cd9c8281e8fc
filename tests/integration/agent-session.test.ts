// A sales agent's session through the storefront's routes against the demo ERP: the picker lists
// and finds the agent's own customers, choosing one makes every customer page serve them (and the
// banner say so), switching or stopping leaves nothing of the previous customer, an agent without a
// customer is sent to the picker from customer pages and forms, and the agent pages do not exist for
// anyone else.
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import type { AgentCustomerPage } from "~/erp/types";
import { loader as rootLoader } from "~/root";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as accountLoader } from "~/routes/($lang).pages.account";
import { action as pickerAction, loader as pickerLoader } from "~/routes/($lang).pages.agent.customers";
import { loader as dashboardLoader } from "~/routes/($lang).pages.agent.dashboard";
import { loader as ordersLoader } from "~/routes/($lang).pages.orders";
import { loader as shopLoader } from "~/routes/($lang).shop";
import { Browser, pickArticles, useTestErp, type Answer } from "../support/harness";

const [LUCA] = DEMO_AGENTS as [DemoAgent, DemoAgent];
const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer]; // Luca's, Sara's
const PICKER = "/en/pages/agent/customers";
const demo = useTestErp();

/** A generated customer of Luca's portfolio (cannot sign in), from the demo ERP's database. */
let generated: { id: string; company: string; vat: string };

beforeAll(() => {
  const db = new Database(demo.dbPath, { readonly: true });
  generated = db
    .prepare("SELECT id, company, vat FROM customers WHERE agent_code = ? AND id <> ? ORDER BY id LIMIT 1")
    .get(LUCA.code, ROSSI.id) as typeof generated;
  db.close();
});

interface Shell {
  agent: { code: string; name: string } | null;
  customer: { clientId: string; company: string; addresses: { code: string }[]; addressCode: string } | null;
  cart: { rows: { sku: string }[]; total: number | null } | null;
  toasts: { key?: string }[];
}

const shell = (browser: Browser) => browser.data<Shell>(rootLoader, "/en/shop");
const picker = (browser: Browser, query = "") => browser.data<{ result: AgentCustomerPage }>(pickerLoader, `${PICKER}${query}`);
const choose = (browser: Browser, clientId: string) => browser.call(pickerAction, PICKER, { form: { intent: "choose", clientId } });
const accountOf = async (browser: Browser) =>
  (await browser.data<{ customer: { code: string; company: string } }>(accountLoader, "/en/pages/account")).customer;

async function actingFor(clientId: string): Promise<Browser> {
  const browser = await Browser.signInAgent(LUCA);
  expect((await choose(browser, clientId)).status).toBe(303);
  return browser;
}

function expectPickerRedirect(answer: Answer<unknown>) {
  expect(answer.status).toBeGreaterThanOrEqual(300);
  expect(answer.status).toBeLessThan(400);
  expect(new URL(answer.location!, "http://shop.test").pathname).toBe(PICKER);
}

describe("the customer picker", () => {
  it("lists the agent's own portfolio, a page at a time", async () => {
    const luca = await Browser.signInAgent(LUCA);
    const first = (await picker(luca)).result;
    const second = (await picker(luca, "?page=2")).result;
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 });
    const ids = [...first.customers, ...second.customers].map((customer) => customer.clientId);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toContain(ROSSI.id);
    expect(ids).toContain(generated.id);
    expect(ids).not.toContain(BIANCHI.id);
  });

  it("finds a customer by VAT number", async () => {
    const luca = await Browser.signInAgent(LUCA);
    expect((await picker(luca, `?q=${ROSSI.vat}`)).result.customers.map((customer) => customer.clientId)).toEqual([ROSSI.id]);
    expect((await picker(luca, `?q=${generated.vat}`)).result.customers.map((customer) => customer.clientId)).toEqual([generated.id]);
    expect((await picker(luca, `?q=${BIANCHI.vat}`)).result.total).toBe(0);
  });
});

describe("acting for a customer", () => {
  it("serves the chosen customer on every customer page, and the banner says so", async () => {
    const luca = await actingFor(ROSSI.id);
    expect(await accountOf(luca)).toMatchObject({ code: ROSSI.id, company: ROSSI.company });
    const orders = await luca.data<{ orders: { total: number } }>(ordersLoader, "/en/pages/orders");
    expect(orders.orders.total).toBeGreaterThan(0);
    const banner = await shell(luca);
    expect(banner.agent).toEqual({ code: LUCA.code, name: LUCA.name });
    expect(banner.customer).toMatchObject({ clientId: ROSSI.id, company: ROSSI.company });
    expect(banner.customer!.addresses.map((address) => address.code)).toEqual(ROSSI.addresses.map((address) => address.code));
  });

  it("switching keeps nothing of the first customer: session, cart figures, addresses, company, tabs", async () => {
    const luca = await actingFor(ROSSI.id);
    const [article] = await pickArticles(await luca.erp(), 1);
    expect((await luca.call(cartAction, "/en/cart", { form: { intent: "add", sku: article!.product.sku, quantity: "2" } })).status).toBe(303);
    expect((await shell(luca)).cart?.rows.map((row) => row.sku)).toEqual([article!.product.sku]);
    luca.cookie += "; shop_tabs=remembered";

    const switched = await choose(luca, generated.id);
    expect(switched.status).toBe(303);
    const session = await luca.session();
    expect(session.get("clientId")).toBe(generated.id);
    expect(session.get("company")).toBe(generated.company);
    expect(session.get("cartId")).toBe(0);
    // Only the picker's recent customers still name the first one.
    const { recentCustomers, ...rest } = session.data;
    expect(recentCustomers?.map((recent) => recent.clientId)).toEqual([generated.id, ROSSI.id]);
    expect(JSON.stringify(rest)).not.toContain(ROSSI.company);
    expect(JSON.stringify(rest)).not.toContain(ROSSI.addresses[0]!.street);
    expect(luca.cookie).toMatch(/(^|; )shop_tabs=(;|$)/);

    const banner = await shell(luca);
    expect(banner.customer).toMatchObject({ clientId: generated.id, company: generated.company });
    expect(banner.cart?.rows ?? []).toEqual([]);
    const seen = JSON.stringify({ customer: banner.customer, cart: banner.cart });
    expect(seen).not.toContain(ROSSI.company);
    for (const address of ROSSI.addresses) expect(seen).not.toContain(address.street);
    expect(await accountOf(luca)).toMatchObject({ code: generated.id });
  });

  it("stopping returns to no customer", async () => {
    const luca = await actingFor(ROSSI.id);
    const stopped = await luca.call(pickerAction, PICKER, { form: { intent: "stop" } });
    expect(stopped.status).toBe(303);
    const session = await luca.session();
    expect(session.get("clientId")).toBeUndefined();
    expect(session.get("agentCode")).toBe(LUCA.code);
    const banner = await shell(luca);
    expect(banner.customer).toBeNull();
    expect(banner.agent).toEqual({ code: LUCA.code, name: LUCA.name });
  });
});

describe("the agent dashboard", () => {
  type Dashboard = {
    agent: { code: string };
    servedNow: { clientId: string } | null;
    activity: { items: { clientId: string; company: string | null; action: string; actionKey: string | null; reference: string }[]; total: number };
    customerError: string | null;
  };

  it("shows who is signed in, whom they serve and what they did in the customer's name", async () => {
    const luca = await actingFor(ROSSI.id);
    // Not the article the switching test put in Rossi's cart (that add would be an update).
    const article = (await pickArticles(await luca.erp(), 2))[1];
    await luca.call(cartAction, "/en/cart", { form: { intent: "add", sku: article!.product.sku, quantity: "1" } });
    const dashboard = await luca.data<Dashboard>(dashboardLoader, `/en/pages/agent/dashboard?customer=${ROSSI.id}`);
    expect(dashboard.agent.code).toBe(LUCA.code);
    expect(dashboard.servedNow?.clientId).toBe(ROSSI.id);
    expect(dashboard.customerError).toBeNull();
    expect(dashboard.activity.items[0]).toEqual({
      at: expect.any(String),
      clientId: ROSSI.id,
      company: ROSSI.company,
      action: "add_to_cart",
      actionKey: "agentDashboard.actions.add_to_cart",
      reference: article!.product.sku,
    });
  });

  it("reports a malformed customer code without sending it", async () => {
    const luca = await Browser.signInAgent(LUCA);
    const dashboard = await luca.data<Dashboard>(dashboardLoader, "/en/pages/agent/dashboard?customer=%27%20OR%201%3D1");
    expect(dashboard.customerError).toBe("agentDashboard.invalidCustomer");
    expect(dashboard.servedNow).toBeNull();
  });
});

describe("an agent without a customer", () => {
  it("is sent to the picker from a customer page and a cart form, with the chooseFirst toast", async () => {
    const luca = await Browser.signInAgent(LUCA);
    expectPickerRedirect(await luca.call(ordersLoader, "/en/pages/orders"));
    expect((await shell(luca)).toasts.map((toast) => toast.key)).toContain("agent.chooseFirst");
    expectPickerRedirect(await luca.call(cartAction, "/en/cart", { form: { intent: "add", sku: "FE10001", quantity: "1", redirectTo: "/en/shop" } }));
    expect((await shell(luca)).toasts.map((toast) => toast.key)).toContain("agent.chooseFirst");
  });

  it("browses the shop with list prices, as a guest sees them", async () => {
    type Listing = { listing: { products: { sku: string }[]; prices: Record<string, unknown> } };
    const luca = await Browser.signInAgent(LUCA);
    const asAgent = await luca.data<Listing>(shopLoader, "/en/shop?text=trapano");
    const asGuest = await new Browser().data<Listing>(shopLoader, "/en/shop?text=trapano");
    expect(asAgent.listing.products.length).toBeGreaterThan(0);
    expect(asAgent.listing.prices).toEqual(asGuest.listing.prices);
    const asRossi = await (await Browser.signIn(ROSSI)).data<Listing>(shopLoader, "/en/shop?text=trapano");
    expect(asAgent.listing.prices).not.toEqual(asRossi.listing.prices);
  });
});

describe("agent pages for anyone else", () => {
  it("answer 404 to a customer, GET and POST, and send a guest (perhaps a signed-out agent) to sign in", async () => {
    for (const [browser, signedIn] of [
      [await Browser.signIn(ROSSI), true],
      [new Browser(), false],
    ] as const) {
      for (const answer of [
        await browser.call(pickerLoader, PICKER),
        await browser.call(pickerAction, PICKER, { form: { intent: "choose", clientId: ROSSI.id } }),
        await browser.call(pickerAction, PICKER, { form: { intent: "stop" } }),
        await browser.call(dashboardLoader, "/en/pages/agent/dashboard"),
      ]) {
        if (signedIn) expect(answer.status).toBe(404);
        else expect(new URL(answer.location!, "http://shop.test").pathname).toBe("/en/pages/login");
      }
    }
    expect((await (await Browser.signIn(ROSSI)).session()).get("agentCode")).toBeUndefined();
  });
});
