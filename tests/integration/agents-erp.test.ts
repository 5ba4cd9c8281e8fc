// Sales agents through the storefront's ERP client against the in-process demo ERP (either dialect):
// an agent signs in, searches their portfolio, acts for one of their customers (prices, cart, a
// proposal, an order with pickup, all marked as the agent's), is refused for anyone else's customer
// or an address that is not the customer's, and finds what they did in agent/activity; a customer's
// token never reaches the agent's calls.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { createErp, type Erp } from "~/erp/client.server";
import type { AgentCustomer, SignedIn } from "~/erp/types";
import { erpFailure, pickArticles, useTestErp } from "../support/harness";

useTestErp();

const [LUCA, SARA] = DEMO_AGENTS as [DemoAgent, DemoAgent];
const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer]; // Luca's and Sara's

const guest = () => createErp({ lang: "en", customer: null });

let luca: SignedIn;
let rossi: AgentCustomer;

beforeAll(async () => {
  luca = await guest().session.login(LUCA.username, LUCA.password);
  rossi = (await agentErp(luca).agent.customers({ q: ROSSI.id, page: 1, perPage: 20 })).customers[0]!;
});

/** The ERP client of a signed-in agent who has not chosen a customer. */
function agentErp(agent: SignedIn): Erp {
  return createErp({ lang: "en", customer: null, agent: { token: agent.token, agentCode: agent.agentCode! } });
}

/** The ERP client of an agent acting for a customer at one of the customer's addresses. */
function actingErp(agent: SignedIn, clientId: string, addressCode: string): Erp {
  return createErp({
    lang: "en",
    customer: { token: agent.token, clientId, addressCode, cartId: 0, agentCode: agent.agentCode! },
    agent: { token: agent.token, agentCode: agent.agentCode! },
  });
}

async function customerErp(customer: DemoCustomer, addressCode: string): Promise<{ erp: Erp; signedIn: SignedIn }> {
  const signedIn = await guest().session.login(customer.username, customer.password);
  return { erp: createErp({ lang: "en", customer: { token: signedIn.token, clientId: signedIn.clientId, addressCode, cartId: 0 } }), signedIn };
}

const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));

describe("agent sign-in", () => {
  it("tells an agent from a customer", async () => {
    expect(luca).toMatchObject({ role: "agent", agentCode: "AG01", name: "Luca Bianchi", clientId: "0", addresses: [] });
    expect((await customerErp(ROSSI, "1")).signedIn).toMatchObject({ role: "customer", agentCode: null, clientId: ROSSI.id });
  });
});

describe("the agent's portfolio", () => {
  it("pages through the agent's own customers", async () => {
    const first = await agentErp(luca).agent.customers({ q: "", page: 1, perPage: 20 });
    const second = await agentErp(luca).agent.customers({ q: "", page: 2, perPage: 20 });
    expect(first).toMatchObject({ total: 30, page: 1, perPage: 20, pages: 2 });
    expect(first.customers).toHaveLength(20);
    expect(second.customers).toHaveLength(10);
    const ids = new Set([...first.customers, ...second.customers].map((customer) => customer.clientId));
    expect(ids.size).toBe(30);
    expect(ids.has(ROSSI.id)).toBe(true);
    expect(ids.has(BIANCHI.id)).toBe(false);
  });

  it("finds a customer by name, code, VAT number or city", async () => {
    const found = async (q: string) =>
      (await agentErp(luca).agent.customers({ q, page: 1, perPage: 20 })).customers.map((customer) => customer.clientId);
    expect(await found("Rossi")).toContain(ROSSI.id);
    expect(await found(ROSSI.id)).toEqual([ROSSI.id]);
    expect(await found(ROSSI.vat)).toEqual([ROSSI.id]);
    expect(await found("Monza")).toContain(ROSSI.id);
    expect(await found(BIANCHI.company)).toEqual([]);
  });

  it("shows each customer's addresses, open and overdue amounts and last order as their own account has them", async () => {
    expect(rossi).toMatchObject({ clientId: ROSSI.id, companyName: ROSSI.company, vatNumber: ROSSI.vat, city: "Milano", province: "MI" });
    expect(rossi.addresses.map((address) => address.code)).toEqual(ROSSI.addresses.map((address) => address.code));
    const { erp } = await customerErp(ROSSI, "1");
    const credit = await erp.account.creditPosition();
    expect(cents(rossi.overdueAmount)).toBe(cents(credit.overdue));
    expect(cents(rossi.openAmount)).toBe(cents(credit.remittancesTotal));
    const orders = await erp.account.orders();
    expect(rossi.lastOrderDate).toBe(orders.find((order) => order.status !== "cancelled")!.registeredOn);
  });
});

describe("acting for a customer", () => {
  it("shows the customer's prices and orders for them with pickup, marked as the agent's", async () => {
    const address = rossi.addresses[1]!.code;
    const acting = actingErp(luca, rossi.clientId, address);
    const { erp: own } = await customerErp(ROSSI, address);
    const [{ product, price }] = (await pickArticles(acting, 1, (candidate) => candidate.packaging.multiple === 1 && !candidate.promotion)) as [
      Awaited<ReturnType<typeof pickArticles>>[number],
    ];
    expect((await own.catalog.prices([product.sku]))[product.sku]).toEqual(price);

    const cart = await acting.cart.add({ sku: product.sku, quantity: 2 });
    expect(cart.createdByAgent).toMatchObject({ code: "AG01" });
    expect(cart.lines.map((line) => line.sku)).toEqual([product.sku]);
    const preview = await actingErp(luca, rossi.clientId, address).checkout.prepare("PICKUP_HEADQUARTER");
    expect(preview.totals.transport).toBe(0);
    const key = await actingErp(luca, rossi.clientId, address).checkout.send({
      deliveryType: "PICKUP_HEADQUARTER",
      note: "",
      shippingDate: preview.shippingDate!,
      transportCost: 0,
    });

    const { erp: customer } = await customerErp(ROSSI, address);
    const placed = (await customer.account.orders()).find((order) => order.key.number === key.number && order.key.year === key.year)!;
    expect(placed.createdByAgent).toMatchObject({ code: "AG01" });
    expect((await customer.account.order(key))?.createdByAgent).toMatchObject({ code: "AG01" });
    const ownOrders = (await customer.account.orders()).filter((order) => order.key.number !== key.number);
    expect(ownOrders.every((order) => order.createdByAgent === null)).toBe(true);
  });

  it("prepares a proposal the customer finds among their saved carts as the agent's", async () => {
    const address = rossi.addresses[2]!.code;
    const acting = actingErp(luca, rossi.clientId, address);
    const [{ product }] = (await pickArticles(acting, 1, (candidate) => candidate.packaging.multiple === 1)) as [
      Awaited<ReturnType<typeof pickArticles>>[number],
    ];
    await acting.cart.add({ sku: product.sku, quantity: 1 });
    const saved = await actingErp(luca, rossi.clientId, address).cart.saveCart("Proposta di aprile");
    const proposal = saved.find((cart) => cart.name === "Proposta di aprile")!;
    expect(proposal.createdByAgent).toMatchObject({ code: "AG01" });
    const { erp: customer } = await customerErp(ROSSI, address);
    const theirs = await customer.cart.savedCarts();
    expect(theirs.find((cart) => cart.id === proposal.id)?.createdByAgent).toMatchObject({ code: "AG01" });
    expect(theirs.filter((cart) => cart.id !== proposal.id).every((cart) => cart.createdByAgent === null)).toBe(true);
  });

  it("is refused (403) for another agent's customer and for an address that is not the customer's", async () => {
    const sara = await guest().session.login(SARA.username, SARA.password);
    const bianchi = (await agentErp(sara).agent.customers({ q: BIANCHI.id, page: 1, perPage: 20 })).customers[0]!;
    const theirs = actingErp(luca, bianchi.clientId, bianchi.addresses[0]!.code);
    for (const work of [theirs.cart.get(), theirs.account.customer(), theirs.account.orders(), theirs.catalog.prices(["X"])]) {
      expect(await erpFailure(work)).toMatchObject({ kind: "http", status: 403 });
    }
    const wrongAddress = actingErp(luca, rossi.clientId, "99");
    expect(await erpFailure(wrongAddress.cart.get())).toMatchObject({ kind: "http", status: 403 });
    expect(await erpFailure(wrongAddress.account.addresses())).toMatchObject({ kind: "http", status: 403 });
    expect(await erpFailure(agentErp(luca).agent.activity({ clientId: bianchi.clientId }))).toMatchObject({ kind: "http", status: 403 });
  });
});

describe("the agent's activity", () => {
  it("lists what the agent did in the customer's name, newest first", async () => {
    const activity = await agentErp(luca).agent.activity({ clientId: rossi.clientId });
    expect(activity.map((entry) => entry.action)).toEqual(["save_cart", "add_to_cart", "send_order", "prepare_order", "add_to_cart"]);
    expect(activity.every((entry) => entry.agentCode === "AG01" && entry.clientId === rossi.clientId)).toBe(true);
    expect(activity[0]).toMatchObject({ reference: "Proposta di aprile", at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/) });
    expect(activity[2]!.reference).toMatch(/^OC\/\d{4}\/\d+$/);
    const today = activity[0]!.at!.slice(0, 10);
    expect(await agentErp(luca).agent.activity({ from: today, to: today })).toHaveLength(activity.length);
    expect(await agentErp(luca).agent.activity({ from: "2020-01-01", to: "2020-12-31" })).toEqual([]);
  });
});

describe("a customer's token", () => {
  it("never reaches the agent's calls", async () => {
    const { erp, signedIn } = await customerErp(ROSSI, "1");
    expect(await erpFailure(erp.agent.customers({ q: "", page: 1, perPage: 20 }))).toMatchObject({ kind: "http", status: 401 });
    // Even a session forged to hold the customer's token as an agent's is refused by the ERP.
    const forged = createErp({ lang: "en", customer: null, agent: { token: signedIn.token, agentCode: "AG01" } });
    expect(await erpFailure(forged.agent.customers({ q: "", page: 1, perPage: 20 }))).toMatchObject({ kind: "http", status: 403 });
    expect(await erpFailure(forged.agent.activity())).toMatchObject({ kind: "http", status: 403 });
  });
});
