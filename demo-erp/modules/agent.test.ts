import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { romeTimestamp, romeToday } from "../dates";
import { demoAgent, demoCustomer, startTestErp, type AgentSession, type Session, type TestErp } from "./testing";

let erp: TestErp;
let luca: AgentSession;
let sara: AgentSession;
let rossi: Session;
/** Before the demo ERP of this file is made: every cart in it is younger. */
const fileStart = new Date();

const ROSSI = demoCustomer(0); // Luca Bianchi's (AG01)
const BIANCHI = demoCustomer(1); // Sara Conti's (AG02)

beforeAll(async () => {
  erp = await startTestErp();
  luca = await erp.loginAgent(demoAgent(0));
  sara = await erp.loginAgent(demoAgent(1));
  rossi = await erp.login(ROSSI);
});
afterAll(() => erp.close());

const forbidden = (message: string) => ({ status: 403, body: { status: "error", message } });
const NOT_THEIRS = forbidden("Customer not in the agent's portfolio");
const MISMATCH = forbidden("Context does not belong to the token");

/** An orderable article in stock, without a promotion, costing at least 20 EUR. */
function plainArticle(): { sku: string; packaging: number } {
  return erp.db
    .prepare(
      `SELECT sku, packaging FROM products p
        WHERE status = 'DISPONIBILE' AND promo_code IS NULL AND stock >= packaging * 10 AND price_a >= 20
          AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)
        ORDER BY id LIMIT 1`,
    )
    .get() as { sku: string; packaging: number };
}

async function customers(session: { token: string }, body: Record<string, unknown>) {
  return erp.hub("agent/customers", body, session.token);
}

async function activity(body: Record<string, unknown> = {}) {
  return (await erp.hub("agent/activity", { agent_code: "AG01", client_id: ROSSI.id, ...body }, luca.token)).body.data as {
    at: string;
    agent_code: string;
    client_id: string;
    action: string;
    reference: string;
  }[];
}

describe("agent sign-in", () => {
  it("answers role agent, the agent code and client 0 without addresses", async () => {
    const result = await erp.hub("wrapper/login", { username: demoAgent(0).username, password: demoAgent(0).password });
    expect(result.status).toBe(200);
    expect(result.body.message).toMatchObject({
      message: "Logged In",
      access_token: expect.stringMatching(/^[\w-]{40,}$/),
      user: { name: "Luca Bianchi", client_id: "0", address_codes: [], role: "agent", agent_code: "AG01" },
    });
    const refused = { message: [{ success: false, message: "Authentication Failed!" }, 422] };
    const wrong = await erp.hub("wrapper/login", { username: demoAgent(0).username, password: "nope" });
    expect(wrong.body).toEqual(refused);
    // The generated customers of the portfolios have no login.
    const generated = erp.db.prepare("SELECT username FROM customers WHERE id = '11001'").pluck().get() as string;
    for (const password of ["", "demo1234"]) expect((await erp.hub("wrapper/login", { username: generated, password })).body).toEqual(refused);
  });
});

describe("agent/customers", () => {
  it("pages through the agent's own portfolio only, by company name", async () => {
    const first = (await customers(luca, { agent_code: "AG01", q: "", page: 1, per_page: 20 })).body;
    const second = (await customers(luca, { agent_code: "AG01", q: "", page: 2, per_page: 20 })).body;
    expect(first).toMatchObject({ status: "success", count: 30 });
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(10);
    const ids = [...first.data, ...second.data].map((customer: { client_id: string }) => customer.client_id);
    const portfolio = erp.db.prepare("SELECT id FROM customers WHERE agent_code = 'AG01'").pluck().all();
    expect(new Set(ids)).toEqual(new Set(portfolio));
    const names = [...first.data, ...second.data].map((customer: { company_name: string }) => customer.company_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const theirs = (await customers(sara, { agent_code: "AG02", per_page: 100 })).body.data.map(
      (customer: { client_id: string }) => customer.client_id,
    );
    expect(theirs).toContain(BIANCHI.id);
    expect(theirs.some((id: string) => ids.includes(id))).toBe(false);
  });

  it("finds a customer by name, code, VAT number or a city of theirs", async () => {
    const found = async (q: string) =>
      (await customers(luca, { agent_code: "AG01", q })).body.data.map((customer: { client_id: string }) => customer.client_id);
    expect(await found("rossi")).toContain(ROSSI.id);
    expect(await found(ROSSI.id)).toEqual([ROSSI.id]);
    expect(await found(ROSSI.vat)).toEqual([ROSSI.id]);
    expect(await found(ROSSI.vat.slice(2))).toEqual([ROSSI.id]);
    expect(await found("Monza")).toContain(ROSSI.id); // the third address
    expect(await found("ferramenta monza")).toEqual([ROSSI.id]);
    expect(await found("Edilcolor")).toEqual([]); // Sara's customer
    expect(await found("100%")).toEqual([]);
  });

  it("answers the contract's shape with the figures of the customer's own account", async () => {
    const [entry] = (await customers(luca, { agent_code: "AG01", q: ROSSI.id })).body.data;
    expect(Object.keys(entry).sort()).toEqual(
      ["address_codes", "city", "client_id", "company_name", "last_order_date", "open_amount", "overdue_amount", "province", "vat"].sort(),
    );
    expect(entry).toMatchObject({ client_id: ROSSI.id, company_name: ROSSI.company, vat: ROSSI.vat, city: "Milano", province: "MI" });
    expect(entry.address_codes).toEqual(
      ROSSI.addresses.map((address) => ({ address_code: address.code, IndirizzoEsteso: address.street, Citta: address.city })),
    );
    const exposition = (await erp.hub("account/exposition", rossi.context(), rossi.token)).body.message;
    expect(entry.overdue_amount).toBe(exposition.RimesseScaduto);
    expect(entry.open_amount).toBe(exposition.RimesseTotale);
    expect(entry.overdue_amount).toBeGreaterThan(0);
    const orders = (await erp.hub("account/get_orders", rossi.context(), rossi.token)).body.message as {
      DataRegistrazione: string;
      StatoTestataOrdine: string;
    }[];
    const latest = orders.find((order) => order.StatoTestataOrdine !== "AN")!.DataRegistrazione;
    expect(entry.last_order_date).toBe(latest.split("/").reverse().join("-"));
  });

  it("is the agent's own call: a customer's token, the app token or another agent's code get 403", async () => {
    const onlyAgents = forbidden("Only a sales agent may make this call");
    expect(await customers(rossi, { agent_code: "AG01" })).toEqual(onlyAgents);
    expect(await erp.hub("agent/customers", { agent_code: "AG01" })).toEqual(onlyAgents);
    expect(await erp.hub("agent/activity", { agent_code: "AG01" }, rossi.token)).toEqual(onlyAgents);
    const notTheirs = forbidden("agent_code does not belong to the token");
    expect(await customers(luca, { agent_code: "AG02" })).toEqual(notTheirs);
    expect(await customers(luca, {})).toEqual(notTheirs);
    expect(await erp.hub("agent/activity", { agent_code: "AG01", client_id: BIANCHI.id }, luca.token)).toEqual(NOT_THEIRS);
  });
});

describe("acting for a customer", () => {
  it("gets the customer's own prices and account", async () => {
    const { sku } = plainArticle();
    const prices = { entity_codes: [sku], quantity_list: [1] };
    const asAgent = await erp.hub("erp/get_multiple_prices", { ...prices, ...luca.context(ROSSI.id, "2") }, luca.token);
    const asCustomer = await erp.hub("erp/get_multiple_prices", { ...prices, ...rossi.context("2") }, rossi.token);
    expect(asAgent.status).toBe(200);
    expect(asAgent.body.data[sku]).toEqual(asCustomer.body.data[sku]);
    const customer = await erp.hub("account/get_customer", luca.context(ROSSI.id), luca.token);
    expect(customer.body.message).toMatchObject({ Codice: ROSSI.id, DescrizioneAgente: "Luca Bianchi" });
    const addresses = (await erp.hub("account/get_addresses", luca.context(ROSSI.id), luca.token)).body.message.ListaIndirizzi;
    expect(addresses.every((address: { CodiceAgente: string }) => address.CodiceAgente === "AG01")).toBe(true);
  });

  it("refuses another agent's customer, an address that is not the customer's, and a context without the agent", async () => {
    for (const path of ["wrapper/get_cart_items", "account/get_customer", "account/get_orders", "wishlist/list", "cart/list"]) {
      expect(await erp.hub(path, luca.context(BIANCHI.id), luca.token)).toEqual(NOT_THEIRS);
      expect(await erp.hub(path, luca.context(ROSSI.id, "9"), luca.token)).toEqual(MISMATCH);
      expect(await erp.hub(path, { ...luca.context(ROSSI.id), agent_code: "" }, luca.token)).toEqual(MISMATCH);
      expect(await erp.hub(path, { ...luca.context(ROSSI.id), agent_code: "AG02" }, luca.token)).toEqual(MISMATCH);
    }
    const esposito = demoCustomer(2); // Sara's, with an address "2" like Rossi's
    expect(await erp.hub("wrapper/get_cart_items", luca.context(esposito.id, "2"), luca.token)).toEqual(NOT_THEIRS);
    const prices = { entity_codes: [plainArticle().sku], quantity_list: [1] };
    expect(await erp.hub("erp/get_multiple_prices", { ...prices, ...luca.context(BIANCHI.id) }, luca.token)).toEqual(NOT_THEIRS);
    expect(await erp.hub("erp/get_multiple_prices", { ...prices, ...luca.context("0", "0") }, luca.token)).toEqual(NOT_THEIRS);
    const foreignCart = (await erp.hub("wrapper/get_cart_items", sara.context(BIANCHI.id), sara.token)).body.message.id_cart;
    expect(await erp.hub("wrapper/get_cart_items", luca.context(ROSSI.id, "1", foreignCart), luca.token)).toEqual(MISMATCH);
  });

  it("keeps a customer's token a customer's: no agent_code, no password change by an agent", async () => {
    expect(await erp.hub("wrapper/get_cart_items", { ...rossi.context(), agent_code: "AG01" }, rossi.token)).toEqual(MISMATCH);
    const change = await erp.hub(
      "wrapper/change_password",
      { ...luca.context(ROSSI.id), old_password: "demo1234", new_password: "0123456789" },
      luca.token,
    );
    expect(change).toEqual(forbidden("Only the customer can change their password"));
  });
});

describe("agent carts, orders and the activity", () => {
  it("records the agent on the carts and orders the agent makes, and every change in the activity", async () => {
    const before = (await activity()).length;
    const article = plainArticle();
    const context = luca.context(ROSSI.id, "3");
    const added = (await erp.hub("wrapper/add_to_cart", { ...context, item_id: article.sku, quantity: article.packaging * 4 }, luca.token)).body
      .message;
    expect(added.created_by_agent).toBe("AG01");
    const [line] = added.data;
    await erp.hub("wrapper/update_cart", { ...context, cart_rows: [{ row_id: line.row_id, quantity: article.packaging * 5 }] }, luca.token);
    expect((await erp.hub("cart/apply_coupon", { ...context, code: "BENVENUTO10" }, luca.token)).body.message.created_by_agent).toBe("AG01");
    const saved = (await erp.hub("cart/save", { ...context, name: "Proposta riordino" }, luca.token)).body.message.data;
    const proposal = saved.find((cart: { name: string }) => cart.name === "Proposta riordino");
    expect(proposal.created_by_agent).toBe("AG01");

    // The customer sees the proposal as their agent's among their saved carts and activates it.
    const theirs = (await erp.hub("cart/list", rossi.context("3"), rossi.token)).body.message.data;
    expect(theirs.find((cart: { id_cart: number }) => cart.id_cart === proposal.id_cart).created_by_agent).toBe("AG01");
    await erp.hub("cart/activate", { ...rossi.context("3"), id_cart: proposal.id_cart }, rossi.token);
    expect((await erp.hub("wrapper/get_cart_items", rossi.context("3"), rossi.token)).body.message).toMatchObject({
      id_cart: proposal.id_cart,
      created_by_agent: "AG01",
    });

    // The agent orders it for pickup.
    await erp.hub("wrapper/prepare_order", { ...context, delivery_type: "PICKUP_HEADQUARTER" }, luca.token);
    const sent = (await erp.hub("wrapper/send_order", { ...context, delivery_type: "PICKUP_HEADQUARTER", note: "" }, luca.token)).body.message;
    const order = sent[0].order;
    const orders = (await erp.hub("account/get_orders", rossi.context(), rossi.token)).body.message as Record<string, unknown>[];
    expect(orders.find((entry) => entry.NumeroDocDefinitivo === order.NumeroDocDefinitivo)).toMatchObject({ created_by_agent: "AG01" });
    expect(orders.filter((entry) => entry.created_by_agent !== "")).toHaveLength(1);
    const detail = (await erp.frappe("mymb_ecommerce.controllers.wrapper.get_order_detail", order)).body.message.message;
    expect(detail.created_by_agent).toBe("AG01");

    await erp.hub("wishlist/add", { ...context, item_id: article.sku }, luca.token);
    await erp.hub("wishlist/remove", { ...context, item_id: article.sku }, luca.token);

    const trail = (await activity()).slice(0, -before || undefined);
    const reference = `OC/${order.AnnoDocDefinitivo}/${order.NumeroDocDefinitivo}`;
    expect(trail.map((entry) => [entry.action, entry.reference])).toEqual([
      ["wishlist_remove", article.sku],
      ["wishlist_add", article.sku],
      ["send_order", reference],
      ["prepare_order", "PICKUP_HEADQUARTER"],
      ["save_cart", "Proposta riordino"],
      ["apply_coupon", "BENVENUTO10"],
      ["update_cart", article.sku],
      ["add_to_cart", article.sku],
    ]);
    expect(trail.every((entry) => entry.agent_code === "AG01" && entry.client_id === ROSSI.id)).toBe(true);
    expect(trail[0]!.at).toMatch(new RegExp(`^${romeToday(new Date())} \\d{2}:\\d{2}:\\d{2}$`));
    // Saved carts answer their time on the same clock as the activity: Rome's.
    const savedAt = trail.find((entry) => entry.action === "save_cart")!.at;
    const created: string = theirs.find((cart: { id_cart: number }) => cart.id_cart === proposal.id_cart).created;
    expect(created >= romeTimestamp(fileStart) && created <= savedAt).toBe(true);
  });

  it("leaves a customer's own cart a client cart and their own changes out of the activity", async () => {
    const before = (await activity()).length;
    const article = plainArticle();
    const cart = (await erp.hub("wrapper/add_to_cart", { ...rossi.context("2"), item_id: article.sku, quantity: article.packaging }, rossi.token))
      .body.message;
    expect(cart.created_by_agent).toBe("");
    const helped = (
      await erp.hub("wrapper/add_to_cart", { ...luca.context(ROSSI.id, "2"), item_id: article.sku, quantity: article.packaging }, luca.token)
    ).body.message;
    expect(helped).toMatchObject({ id_cart: cart.id_cart, created_by_agent: "" });
    expect((await activity()).length).toBe(before + 1);
  });

  it("filters the activity by customer and day, and keeps each agent's to themselves", async () => {
    const today = romeToday(new Date()).split("-").reverse().join("");
    expect((await activity({ date_from: today, date_to: today })).length).toBeGreaterThan(0);
    expect(await activity({ date_from: "01012020", date_to: "31122020" })).toEqual([]);
    expect((await erp.hub("agent/activity", { agent_code: "AG01", date_from: "2020-01-01" }, luca.token)).status).toBe(400);
    const all = (await erp.hub("agent/activity", { agent_code: "AG01" }, luca.token)).body.data;
    expect(all.length).toBeGreaterThan(0);
    expect((await erp.hub("agent/activity", { agent_code: "AG02" }, sara.token)).body).toEqual({ status: "success", data: [] });
  });
});
