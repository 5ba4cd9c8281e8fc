// The sales agents' own calls: their portfolio (agent/customers) and what they did in their
// customers' names (agent/activity). Acting for a customer is any other customer call made with an
// agent's token (context.ts checks the portfolio; carts, orders and the activity record the agent).
import { callingAgent } from "../agents";
import { inPortfolio } from "../context";
import { romeTimestamp, romeToday } from "../dates";
import { hubError } from "../http";
import { round2 } from "../money";
import { integerOf, text } from "../text";
import type { Call, Ctx, Reply, Routes } from "../types";
import { compactDateRange } from "./account";

const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;
/** The newest entries of the activity answer. */
const MAX_ACTIVITY = 500;

/** A `LIKE` pattern holding the word anywhere (or at the start), LIKE's own wildcards escaped. */
function like(word: string, where: "anywhere" | "start"): string {
  const escaped = word.replace(/[\\%_]/g, (char) => `\\${char}`);
  return where === "start" ? `${escaped}%` : `%${escaped}%`;
}

/** Every word of `q` must be in the company name, start the code, be in the VAT number or in a city of the customer's addresses. */
function searchFilter(q: string): { sql: string; params: string[] } {
  const words = q.split(/\s+/).filter(Boolean);
  return {
    sql: words
      .map(
        () => `AND (c.company LIKE ? ESCAPE '\\' OR c.id LIKE ? ESCAPE '\\' OR c.vat LIKE ? ESCAPE '\\'
                OR EXISTS (SELECT 1 FROM addresses a WHERE a.customer_id = c.id AND a.city LIKE ? ESCAPE '\\'))`,
      )
      .join(" "),
    params: words.flatMap((word) => [like(word, "anywhere"), like(word, "start"), like(word, "anywhere"), like(word, "anywhere")]),
  };
}

interface PortfolioRow {
  id: string;
  company: string;
  vat: string;
  city: string;
  province: string;
  open_amount: number;
  overdue_amount: number;
  last_order_date: string | null;
}

/** The agent's customers matching `q`, by company name, one page (1-based) with the total count. */
function customers(call: Call, ctx: Ctx): Reply {
  const agentCode = callingAgent(call);
  const { db } = ctx;
  const page = Math.max(1, integerOf(call.body.page) ?? 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, integerOf(call.body.per_page) ?? DEFAULT_PER_PAGE));
  const filter = searchFilter(text(call.body.q));
  const count = db
    .prepare(`SELECT COUNT(*) FROM customers c WHERE c.agent_code = ? ${filter.sql}`)
    .pluck()
    .get(agentCode, ...filter.params) as number;
  // Open: every unpaid instalment (with VAT); overdue: those due before today. Cancelled orders are no orders.
  const rows = db
    .prepare(
      `SELECT c.id, c.company, c.vat, c.city, c.province,
              (SELECT TOTAL(p.amount) FROM payment_deadlines p WHERE p.customer_id = c.id AND p.paid = 0) AS open_amount,
              (SELECT TOTAL(p.amount) FROM payment_deadlines p WHERE p.customer_id = c.id AND p.paid = 0 AND p.due_on < ?) AS overdue_amount,
              (SELECT MAX(o.registered_on) FROM orders o WHERE o.customer_id = c.id AND o.status <> 'AN') AS last_order_date
         FROM customers c
        WHERE c.agent_code = ? ${filter.sql}
        ORDER BY c.company COLLATE NOCASE, c.id
        LIMIT ? OFFSET ?`,
    )
    .all(romeToday(ctx.now()), agentCode, ...filter.params, perPage, (page - 1) * perPage) as PortfolioRow[];
  const addressesOf = db.prepare("SELECT code, street, city FROM addresses WHERE customer_id = ? ORDER BY CAST(code AS INTEGER)");
  const data = rows.map((row) => ({
    client_id: row.id,
    company_name: row.company,
    vat: row.vat,
    city: row.city,
    province: row.province,
    address_codes: (addressesOf.all(row.id) as { code: string; street: string; city: string }[]).map((address) => ({
      address_code: address.code,
      IndirizzoEsteso: address.street,
      Citta: address.city,
    })),
    overdue_amount: round2(row.overdue_amount),
    open_amount: round2(row.open_amount),
    last_order_date: row.last_order_date ?? "",
  }));
  return { json: { status: "success", data, count } };
}

/** What the agent did in customers' names (one customer's, when `client_id` names one), newest first. */
function activity(call: Call, ctx: Ctx): Reply {
  const agentCode = callingAgent(call);
  const clientId = String(call.body.client_id ?? "").trim();
  const oneCustomer = clientId !== "" && clientId !== "0";
  if (oneCustomer && !inPortfolio(ctx.db, agentCode, clientId)) return hubError(403, "Customer not in the agent's portfolio");
  const range = compactDateRange(call);
  const rows = ctx.db
    .prepare(
      `SELECT at, agent_code, customer_id, action, reference FROM agent_activity
        WHERE agent_code = ? AND (? = '' OR customer_id = ?) AND day BETWEEN ? AND ?
        ORDER BY id DESC LIMIT ?`,
    )
    .all(agentCode, oneCustomer ? clientId : "", clientId, range.from, range.to, MAX_ACTIVITY) as {
    at: string;
    agent_code: string;
    customer_id: string;
    action: string;
    reference: string;
  }[];
  const data = rows.map((row) => ({
    at: romeTimestamp(new Date(row.at)),
    agent_code: row.agent_code,
    client_id: row.customer_id,
    action: row.action,
    reference: row.reference,
  }));
  return { json: { status: "success", data } };
}

export const routes: Routes = {
  "POST /hub/agent/customers": customers,
  "POST /hub/agent/activity": activity,
};
