// Forged requests of a sales agent (Luca, acting for his customer Ferramenta Rossi) aimed at the other
// agent's customers: the picker's choose form, the address switch, cart and checkout posts carrying
// forged client, address, cart and agent fields or another customer's row and saved cart ids,
// document and order URLs, and the dashboard's customer filter. Each is refused, and nothing of
// anybody's carts, orders or session changes.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import type { DocumentRow } from "~/account/account.server";
import { action as addressAction } from "~/routes/($lang).address";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as pickerLoader, action as pickerAction } from "~/routes/($lang).pages.agent.customers";
import { loader as dashboardLoader } from "~/routes/($lang).pages.agent.dashboard";
import { action as checkoutAction } from "~/routes/($lang).pages.checkout";
import { loader as pdfLoader } from "~/routes/($lang).pages.documents_.$kind.$scope.$year.$file";
import { loader as documentsLoader } from "~/routes/($lang).pages.documents";
import { loader as orderDetailLoader, action as reorderAction } from "~/routes/($lang).pages.order_detail";
import { loader as ordersLoader } from "~/routes/($lang).pages.orders";
import type { OrderKey } from "~/erp/types";
import { checkoutStorage } from "~/checkout/checkout-session.server";
import { Browser, cookieHeader, pickArticles, useTestErp } from "../support/harness";

const [LUCA, SARA] = DEMO_AGENTS as [DemoAgent, DemoAgent];
const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer]; // Luca's, Sara's, Sara's
const PICKER = "/en/pages/agent/customers";
const demo = useTestErp();

let luca: Browser;
let bianchi: Browser;
/** A generated customer of Sara's portfolio (cannot sign in). */
let saraGenerated: string;
/** An address code Bianchi has and Rossi has not. */
let bianchiAddressOnly: string;
let bianchiRow: string;
let bianchiSavedCart: number;
let bianchiOrder: OrderKey;
let bianchiDocuments: DocumentRow[];

/** Everything of the other agent's customers and of Rossi that a forged post could change: carts, rows, orders. */
function erpState() {
  return {
    carts: demo.query("SELECT id, customer_id, address_code, status, name, coupon_code, updated_at FROM carts ORDER BY id"),
    rows: demo.query("SELECT id, cart_id, sku, quantity FROM cart_rows ORDER BY id"),
    orders: demo.query("SELECT id, customer_id, cart_id FROM orders ORDER BY id"),
  };
}

/** What the agent's session serves: still Rossi, at his first address. */
async function expectStillActingForRossi() {
  const session = await luca.session();
  expect(session.get("agentCode")).toBe(LUCA.code);
  expect(session.get("clientId")).toBe(ROSSI.id);
  expect(session.get("addressCode")).toBe(ROSSI.addresses[0]!.code);
  expect(session.get("company")).toBe(ROSSI.company);
}

/** Runs a forged request and checks that it was refused with `status` and that nothing changed anywhere. */
async function refused(status: number, attempt: () => Promise<{ status: number }>) {
  const before = erpState();
  expect((await attempt()).status).toBe(status);
  expect(erpState()).toEqual(before);
  await expectStillActingForRossi();
}

/** Fields a forger adds to any form, naming Bianchi's customer, address, cart and Sara's code. */
const forgedIdentity = () => ({
  clientId: BIANCHI.id,
  client_id: BIANCHI.id,
  customer_code: BIANCHI.id,
  addressCode: bianchiAddressOnly,
  address_code: bianchiAddressOnly,
  cartId: String(bianchiSavedCart),
  id_cart: String(bianchiSavedCart),
  agent_code: SARA.code,
  agentCode: SARA.code,
});

beforeAll(async () => {
  [{ id: saraGenerated }] = demo.query<{ id: string }>(
    "SELECT id FROM customers WHERE agent_code = ? AND id NOT IN (?, ?) ORDER BY id LIMIT 1",
    SARA.code,
    BIANCHI.id,
    ESPOSITO.id,
  ) as [{ id: string }];
  const rossiCodes = ROSSI.addresses.map((address) => address.code);
  bianchiAddressOnly =
    demo
      .query<{ code: string }>("SELECT code FROM addresses WHERE customer_id = ?", BIANCHI.id)
      .map((address) => address.code)
      .find((code) => !rossiCodes.includes(code)) ?? "999";

  // Bianchi signs in and leaves a cart line and a saved cart.
  bianchi = await Browser.signIn(BIANCHI);
  const bianchiErp = await bianchi.erp();
  const [first, second] = await pickArticles(bianchiErp, 2);
  await bianchiErp.cart.add({ sku: first!.product.sku, quantity: first!.price.packaging.multiple });
  await bianchiErp.cart.saveCart("Bianchi's own");
  await bianchiErp.cart.add({ sku: second!.product.sku, quantity: second!.price.packaging.multiple });
  [{ id: bianchiSavedCart }] = demo.query<{ id: number }>("SELECT id FROM carts WHERE customer_id = ? AND status = 'saved'", BIANCHI.id) as [
    { id: number },
  ];
  [{ id: bianchiRow }] = demo.query<{ id: string }>(
    "SELECT r.id FROM cart_rows r JOIN carts c ON c.id = r.cart_id WHERE c.customer_id = ? AND c.status = 'active'",
    BIANCHI.id,
  ) as [{ id: string }];
  bianchiOrder = (await bianchi.data<{ orders: { items: { key: OrderKey }[] } }>(ordersLoader, "/en/pages/orders")).orders.items[0]!.key;
  bianchiDocuments = [];
  for (const kind of ["invoice", "delivery-note", "credit-note"]) {
    const page = await bianchi.data<{ documents: { items: DocumentRow[] } }>(documentsLoader, `/en/pages/documents?kind=${kind}&from=2000-01-01`);
    bianchiDocuments.push(...page.documents.items.slice(0, 1));
  }

  // Luca acts for Rossi, who has a line in his cart.
  luca = await Browser.signInAgent(LUCA);
  expect((await luca.call(pickerAction, PICKER, { form: { intent: "choose", clientId: ROSSI.id } })).status).toBe(303);
  const [article] = await pickArticles(await luca.erp(), 1);
  expect((await luca.call(cartAction, "/en/cart", { form: { intent: "add", sku: article!.product.sku, quantity: "1" } })).status).toBe(303);
});

describe("the picker's choose form", () => {
  it.each([
    ["the other agent's demo customer Bianchi", () => BIANCHI.id],
    ["the other agent's demo customer Esposito", () => ESPOSITO.id],
    ["a generated customer of the other portfolio", () => saraGenerated],
    ["a customer code that does not exist", () => "99999"],
  ])("refuses %s (403)", async (_, code) => {
    await refused(403, () => luca.call(pickerAction, PICKER, { form: { intent: "choose", clientId: code() } }));
  });

  it("refuses another agent's customer with the other agent's code and identity fields added (403)", async () => {
    await refused(403, () => luca.call(pickerAction, PICKER, { form: { ...forgedIdentity(), intent: "choose", clientId: BIANCHI.id } }));
  });

  it.each([
    ["an SQL-like code", `${ROSSI.id}' OR '1'='1`],
    ["a code with a wildcard that would match the portfolio", "1%"],
    ["an empty code", ""],
    ["an over-long code", "1".repeat(21)],
  ])("refuses %s as an invalid form (400)", async (_, clientId) => {
    await refused(400, () => luca.call(pickerAction, PICKER, { form: { intent: "choose", clientId } }));
  });
});

describe("the address switch while acting", () => {
  it("refuses an address code of another customer (403)", async () => {
    await refused(403, () => luca.call(addressAction, "/en/address", { form: { addressCode: bianchiAddressOnly, redirectTo: "/en/shop" } }));
  });

  it("refuses an address code Rossi does not have, posted with another customer's identity fields (403)", async () => {
    await refused(403, () => luca.call(addressAction, "/en/address", { form: { ...forgedIdentity(), addressCode: "999", redirectTo: "/en/shop" } }));
  });
});

describe("cart posts", () => {
  const cart = (form: Record<string, string>) => luca.call(cartAction, "/en/cart", { form: { js: "1", ...form } });

  it.each([
    ["updates a row of the other customer's cart", () => ({ intent: "update", rowId: bianchiRow, quantity: "7" })],
    ["removes a row of the other customer's cart", () => ({ intent: "remove", rowId: bianchiRow })],
    ["activates the other customer's saved cart", () => ({ intent: "activate", savedCartId: String(bianchiSavedCart) })],
    ["deletes the other customer's saved cart", () => ({ intent: "delete", savedCartId: String(bianchiSavedCart) })],
    ["updates the other customer's row with forged identity fields", () => ({ ...forgedIdentity(), intent: "update", rowId: bianchiRow, step: "1" })],
    ["removes the other customer's row with forged identity fields", () => ({ ...forgedIdentity(), intent: "remove", rowId: bianchiRow })],
  ])("refuses a post that %s (422)", async (_, form) => {
    await refused(422, () => cart(form()));
  });

  it("adds with forged client, address, cart and agent fields to Rossi's cart only", async () => {
    const theirs = () => demo.query("SELECT * FROM carts c JOIN cart_rows r ON r.cart_id = c.id WHERE c.customer_id = ?", BIANCHI.id);
    const before = theirs();
    const [article] = await pickArticles(await luca.erp(), 3);
    const answer = await cart({ ...forgedIdentity(), intent: "add", sku: article!.product.sku, quantity: "2" });
    expect(answer.status).toBe(200);
    expect(theirs()).toEqual(before);
    expect((await (await luca.erp()).cart.get()).lines.map((line) => line.sku)).toContain(article!.product.sku);
    await expectStillActingForRossi();
  });
});

describe("checkout posts", () => {
  it("previews Rossi's own cart whatever the forged fields say", async () => {
    const answer = await luca.call<{ ok: boolean }>(checkoutAction, "/en/pages/checkout", {
      form: { ...forgedIdentity(), intent: "prepare", deliveryType: "PICKUP_HEADQUARTER" },
    });
    expect(answer.status).toBe(200);
    expect(demo.query("SELECT * FROM orders WHERE customer_id = ? AND source = 'shop'", BIANCHI.id)).toEqual([]);
    await expectStillActingForRossi();
  });

  it("refuses to send an order with forged fields and a made-up token (409)", async () => {
    await refused(409, () =>
      luca.call(checkoutAction, "/en/pages/checkout", {
        form: { ...forgedIdentity(), intent: "send", deliveryType: "PICKUP_HEADQUARTER", token: "forged-token-0123456789" },
      }),
    );
  });

  it("refuses a send form with a forged cart instead of a token (400)", async () => {
    await refused(400, () =>
      luca.call(checkoutAction, "/en/pages/checkout", { form: { ...forgedIdentity(), intent: "send", deliveryType: "PICKUP_HEADQUARTER" } }),
    );
  });
});

describe("a checkout cookie naming another customer's cart", () => {
  // A validly signed checkout cookie (as if replayed from another customer's checkout) naming
  // Bianchi's cart, in a second browser of Luca acting for Rossi. The cookie is bound to the customer
  // and address it was made for (Bianchi's): the shop refuses it before any ERP call, which would
  // otherwise be trusted with Bianchi's cart id on the real ERP.
  async function withBianchisCart(): Promise<Browser> {
    const browser = await Browser.signInAgent(LUCA);
    await browser.call(pickerAction, PICKER, { form: { intent: "choose", clientId: ROSSI.id } });
    const [{ id }] = demo.query<{ id: number }>("SELECT id FROM carts WHERE customer_id = ? AND status = 'active'", BIANCHI.id) as [{ id: number }];
    const checkout = await checkoutStorage().getSession();
    checkout.set("clientId", BIANCHI.id);
    checkout.set("addressCode", bianchiAddressOnly);
    checkout.set("cartId", id);
    checkout.set("token", "replayed-token-0123456789");
    const others = browser.cookie.split("; ").filter((pair) => !pair.startsWith("__checkout="));
    return new Browser([...others, cookieHeader(await checkoutStorage().commitSession(checkout))].join("; "));
  }

  const notAllowed = async (replayed: Browser, answer: { status: number; data: unknown }) => {
    expect(answer.data).toMatchObject({ ok: false, messages: [{ key: "checkout.otherCheckout" }] });
    expect((await replayed.session()).get("clientId")).toBe(ROSSI.id);
    return answer;
  };

  it("refuses to preview it", async () => {
    const replayed = await withBianchisCart();
    await refused(409, async () =>
      notAllowed(replayed, await replayed.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "SHIPPING_GOOD" } })),
    );
  });

  it("refuses to send it as Rossi's order", async () => {
    const replayed = await withBianchisCart();
    await refused(409, async () =>
      notAllowed(
        replayed,
        await replayed.call(checkoutAction, "/en/pages/checkout", {
          form: { intent: "send", deliveryType: "PICKUP_HEADQUARTER", token: "replayed-token-0123456789" },
        }),
      ),
    );
  });
});

describe("documents and orders of another agent's customer", () => {
  it("has documents of the other customer to forge URLs from", () => {
    expect(bianchiDocuments.length).toBeGreaterThanOrEqual(2);
  });

  it("answers 404 for each of the other customer's document PDFs", async () => {
    for (const doc of bianchiDocuments) {
      const file = `${doc.number}.pdf`;
      const path = `/en/pages/documents/${doc.kind}/${doc.scope}/${doc.year}/${file}`;
      await refused(404, () => luca.call(pdfLoader, path, { params: { kind: doc.kind, scope: doc.scope, year: doc.year, file } }));
    }
  });

  it("answers 404 for the other customer's order detail, and for reordering it", async () => {
    const search = new URLSearchParams({ ...bianchiOrder }).toString();
    await refused(404, () => luca.call(orderDetailLoader, `/en/pages/order_detail?${search}`));
    await refused(404, () => luca.call(reorderAction, `/en/pages/order_detail?${search}`, { form: { intent: "reorder", ...bianchiOrder } }));
  });
});

describe("the dashboard's customer filter", () => {
  it.each([
    ["the other agent's demo customer", () => BIANCHI.id],
    ["a generated customer of the other portfolio", () => saraGenerated],
  ])("shows a translated error for %s (the ERP answers 403), not a crash", async (_, code) => {
    const answer = await luca.call<{ customerError: string | null; activity: { total: number } }>(
      dashboardLoader,
      `/en/pages/agent/dashboard?customer=${code()}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.data.customerError).toBe("agentDashboard.notYourCustomer");
    expect(answer.data.activity.total).toBe(0);
    await expectStillActingForRossi();
  });

  it("still lists the agent's own customer's activity", async () => {
    const answer = await luca.data<{ customerError: string | null; activity: { total: number } }>(
      dashboardLoader,
      `/en/pages/agent/dashboard?customer=${ROSSI.id}`,
    );
    expect(answer.customerError).toBeNull();
    expect(answer.activity.total).toBeGreaterThan(0);
  });
});

describe("the picker's list", () => {
  it("never lists the other agent's customers, whatever is searched", async () => {
    for (const q of [BIANCHI.id, BIANCHI.vat, BIANCHI.company, saraGenerated]) {
      const page = await luca.data<{ result: { total: number } }>(pickerLoader, `${PICKER}?q=${encodeURIComponent(q)}`);
      expect(page.result.total).toBe(0);
    }
  });
});
