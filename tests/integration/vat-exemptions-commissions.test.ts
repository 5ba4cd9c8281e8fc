// Declarations of intent and agents' commissions (issue 41, parts 4 and 5) through the pages, in the
// dialect of the run (`npm run test:integration` and `:varying`: there, declarations and commissions
// come as maps, numbers as Italian strings, dates as dd/mm/yy): the customer's declarations and their
// plafond, a registration and the ERP's refusals, the plafond on the cart and the checkout with the
// order's taxable above it, the agent's commissions by period, customer and state with the unpaid
// invoice that blocks one, a customer outside the portfolio refused before the ERP, the CSV; and
// every control hidden where the ERP answers the calls 404.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { loader as rootLoader } from "~/root";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as dashboardLoader } from "~/routes/($lang).pages.agent.dashboard";
import { loader as commissionsLoader } from "~/routes/($lang).pages.agent.commissions";
import { loader as commissionsCsvLoader } from "~/routes/($lang).pages.agent.commissions_.export[.csv]";
import { loader as cartPageLoader } from "~/routes/($lang).pages.cart";
import { loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import * as declarationsRoute from "~/routes/($lang).pages.declarations";
import { todayInRome } from "~/platform/i18n";
import { Browser, erpFailure, pickArticles, readSession, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI, , VERDI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer, DemoCustomer];
const [LUCA] = DEMO_AGENTS as [DemoAgent];
const DECLARATIONS = "/en/pages/declarations";
const COMMISSIONS = "/en/pages/agent/commissions";
const demo = useTestErp();
const today = todayInRome();
const thisYear = Number(today.slice(0, 4));

interface DeclarationsView {
  remaining: number | null;
  declarations: Array<{
    protocol: string;
    year: number | null;
    amount: number | null;
    used: number | null;
    remaining: number | null;
    valid: boolean;
    stateKey: string | null;
  }>;
}
interface CommissionsView {
  filter: { customer: string; errors: Record<string, string> };
  customers: Array<{ clientId: string; company: string }>;
  totals: { accrued: number | null; paid: number | null; blocked: number | null };
  commissions: {
    total: number;
    items: Array<{ clientId: string; document: string; amount: number | null; stateKey: string | null; blocked: boolean; blockedReason: string }>;
  };
}
type Shell = { customer: { hasVatExemptions: boolean } | null };

const declarationsOf = (browser: Browser) => browser.data<DeclarationsView>(declarationsRoute.loader, DECLARATIONS);
const register = (browser: Browser, form: Record<string, string>) =>
  browser.call<{ result: { error: Record<string, string[]> } }>(declarationsRoute.action, DECLARATIONS, { form });
/** Every commission of the seeded history (18 months). */
const ALL_TIME = `from=${thisYear - 2}-01-01&to=${today}`;

let rossi: Browser;
let luca: Browser;
beforeAll(async () => {
  [rossi, luca] = await Promise.all([Browser.signIn(ROSSI), Browser.signInAgent(LUCA)]);
});

describe("declarations of intent", () => {
  it("lists the customer's declarations with what is left, the nearly used one valid and last year's expired", async () => {
    const page = await declarationsOf(rossi);
    expect(page.remaining).toBe(180);
    expect(page.declarations).toEqual([
      expect.objectContaining({ year: thisYear, amount: 50000, used: 49820, remaining: 180, valid: true, stateKey: "vatExemptions.states.ACTIVE" }),
      expect.objectContaining({ year: thisYear - 1, amount: 40000, remaining: 1849.6, valid: false, stateKey: "vatExemptions.states.EXPIRED" }),
    ]);
    expect(page.declarations[0]!.protocol).toMatch(/^\d{17}-\d{6}$/);
    expect(await rossi.data<Shell>(rootLoader, "/en/shop")).toMatchObject({ customer: { hasVatExemptions: true } });
    // A customer without any: the page says so, and no plafond.
    expect(await declarationsOf(await Browser.signIn(BIANCHI))).toEqual({ today, remaining: null, declarations: [] });
  });

  it("registers a declaration for next year, refuses a malformed one on its fields and the year already declared with the ERP's reason", async () => {
    const verdi = await Browser.signIn(VERDI);
    const malformed = await register(verdi, { protocol: "123-45", protocolDate: today, year: String(thisYear + 1), amount: "10.000,00" });
    expect(malformed.status).toBe(400);
    expect(malformed.data.result.error).toEqual({ protocol: ["vatExemptions.errors.protocol"] });

    const again = await register(verdi, { protocol: "98765432109876543-000001", protocolDate: today, year: String(thisYear), amount: "5000" });
    expect(again.status).toBe(422);
    expect(again.data.result.error[""]).toEqual([`A declaration for ${thisYear} is already registered`]);

    const saved = await register(verdi, {
      protocol: " 98765432109876543 - 000001 ",
      protocolDate: today,
      year: String(thisYear + 1),
      amount: "10.000,50",
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(DECLARATIONS);
    expect(((await readSession(saved.headers.get("Set-Cookie")!)).get("toasts") ?? []).map((toast) => toast.values)).toEqual([
      { protocol: "98765432109876543-000001", year: thisYear + 1 },
    ]);
    expect((await declarationsOf(verdi)).declarations).toContainEqual(
      expect.objectContaining({ protocol: "98765432109876543-000001", year: thisYear + 1, amount: 10000.5, used: 0, remaining: 10000.5 }),
    );

    // The ERP checks the protocol's form itself, whatever a client sends it.
    const refused = await erpFailure(
      (await verdi.erp()).vatExemptions.register({ protocol: "12345", protocolDate: today, year: thisYear + 1, amount: 10 }),
    );
    expect(refused).toMatchObject({ kind: "rejected", status: 422, messages: ["Invalid protocol: 17 digits, a dash and 6 digits"] });
  });

  it("shows the plafond left on the cart and the checkout, with the order's taxable above it", async () => {
    const [article] = await pickArticles(
      await rossi.erp(),
      1,
      (price) => price.packaging.multiple === 1 && price.unitPrice >= 20 && price.unitPrice < 200,
    );
    const quantity = String(Math.ceil(200 / article!.price.unitPrice));
    await rossi.call(cartAction, "/cart", { form: { intent: "add", sku: article!.product.sku, quantity, js: "1" } });
    const cart = await rossi.data<{ plafond: number | null; cart: { totals: { net: number } } }>(cartPageLoader, "/en/pages/cart");
    expect(cart.plafond).toBe(180);
    expect(cart.cart.totals.net).toBeGreaterThan(180);
    const checkout = await rossi.data<{ plafond: number | null; totals: { net: number | null } }>(checkoutLoader, "/en/pages/checkout");
    expect(checkout).toMatchObject({ plafond: 180, totals: { net: cart.cart.totals.net } });
    // A customer without a declaration sees none.
    expect((await (await Browser.signIn(BIANCHI)).data<{ plafond: number | null }>(cartPageLoader, "/en/pages/cart")).plafond).toBeNull();
  });
});

describe("agents' commissions", () => {
  it("lists the agent's commissions in each state with their totals, a blocked one naming the unpaid invoice", async () => {
    const page = await luca.data<CommissionsView>(commissionsLoader, `${COMMISSIONS}?${ALL_TIME}`);
    expect(page.customers.map((customer) => customer.clientId)).toEqual(expect.arrayContaining([ROSSI.id, VERDI.id]));
    const ofRossi = await luca.data<CommissionsView>(commissionsLoader, `${COMMISSIONS}?${ALL_TIME}&customer=${ROSSI.id}`);
    const items = ofRossi.commissions.items;
    // One page holds them all.
    expect(items).toHaveLength(ofRossi.commissions.total);
    expect(new Set(items.map((row) => row.stateKey))).toEqual(
      new Set(["agentCommissions.states.ACCRUED", "agentCommissions.states.PAID", "agentCommissions.states.BLOCKED"]),
    );
    expect(items.every((row) => row.clientId === ROSSI.id)).toBe(true);
    const blocked = items.filter((row) => row.blocked);
    expect(blocked.length).toBeGreaterThan(0);
    for (const row of blocked) expect(row.blockedReason).toContain(`Invoice ${row.document} unpaid`);
    expect(page.totals.accrued! + page.totals.paid! + page.totals.blocked!).toBeGreaterThan(0);

    const onlyBlocked = await luca.data<CommissionsView>(commissionsLoader, `${COMMISSIONS}?${ALL_TIME}&customer=${ROSSI.id}&state=BLOCKED`);
    expect(onlyBlocked.commissions.total).toBe(blocked.length);
    expect(onlyBlocked.totals.blocked).toBeCloseTo(
      blocked.reduce((sum, row) => sum + row.amount!, 0),
      2,
    );
  });

  it("refuses a customer outside the agent's portfolio without asking the ERP for them, and a customer has no commissions page", async () => {
    // The ERP would answer 403 for Sara Conti's customer: the page answers its filter error instead.
    const refused = await luca.call<CommissionsView>(commissionsLoader, `${COMMISSIONS}?${ALL_TIME}&customer=${BIANCHI.id}`);
    expect(refused.status).toBe(200);
    expect(refused.data.filter).toMatchObject({ customer: BIANCHI.id, errors: { customer: "agentCommissions.errors.notYourCustomer" } });
    expect(refused.data.commissions.items.some((row) => row.clientId === BIANCHI.id)).toBe(false);
    expect((await rossi.call(commissionsLoader, COMMISSIONS)).status).toBe(404);
  });

  it("exports the filtered rows as CSV, in the reader's language", async () => {
    const answer = await luca.call(commissionsCsvLoader, `${COMMISSIONS}/export.csv?${ALL_TIME}&customer=${ROSSI.id}&state=BLOCKED`);
    expect(answer.status).toBe(200);
    const lines = (await answer.response!.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Date;Document;Customer code;Company;Taxable;Rate;Commission;State;Blocked by");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1))
      expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2};F/\\d{4}/\\d+;${ROSSI.id};.*;Blocked by an unpaid invoice;Invoice F/`));
  });
});

// Last: the shop then remembers for a minute that this ERP keeps no declarations.
describe("on an ERP without declarations and commissions", () => {
  it("has no declarations page, link or plafond, no commissions page and no way to it", async () => {
    await demo.withFaults(
      [
        { path: "/hub/account/vat_exemption", status: 404 },
        { path: "/hub/agent/commissions", status: 404 },
      ],
      async () => {
        expect((await rossi.call(declarationsRoute.loader, DECLARATIONS)).status).toBe(404);
        expect(await rossi.data<Shell>(rootLoader, "/en/shop")).toMatchObject({ customer: { hasVatExemptions: false } });
        expect((await rossi.data<{ plafond: number | null }>(cartPageLoader, "/en/pages/cart")).plafond).toBeNull();
        expect((await luca.call(commissionsLoader, COMMISSIONS)).status).toBe(404);
        expect((await luca.data<{ commissions: unknown }>(dashboardLoader, "/en/pages/agent/dashboard")).commissions).toBeNull();
      },
    );
  });
});
