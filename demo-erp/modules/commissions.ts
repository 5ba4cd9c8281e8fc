// The agent's commissions (hub agent/commissions, *proposed* in ERP-CONTRACT.md), worked out from the
// invoices of the agent's customers: a rate of the invoice's taxable by the customer's price list,
// PAID once every instalment is paid, BLOCKED while an instalment is overdue and unpaid (the reason
// names the unpaid invoice), ACCRUED otherwise. A `client_id` outside the agent's portfolio is the
// hub's 403, as for agent/activity.
import { callingAgent } from "../agents";
import { inPortfolio } from "../context";
import { displayDate, romeToday } from "../dates";
import { hubError } from "../http";
import { round2 } from "../money";
import { t } from "../text";
import type { Call, Ctx, Reply, Routes } from "../types";
import { compactDateRange } from "./account";

/** Percent of the taxable, by the customer's price list. */
const RATES: Record<string, number> = { A: 5, B: 4, C: 3 };

interface InvoiceRow {
  customer_id: string;
  company: string;
  price_list: string;
  year: number;
  number: number;
  issued_on: string;
  taxable: number;
  unpaid: number;
  overdue_since: string | null;
}

function commissions(call: Call, ctx: Ctx): Reply {
  const agentCode = callingAgent(call);
  const clientId = String(call.body.client_id ?? "").trim();
  const oneCustomer = clientId !== "" && clientId !== "0";
  if (oneCustomer && !inPortfolio(ctx.db, agentCode, clientId)) return hubError(403, "Customer not in the agent's portfolio");
  const range = compactDateRange(call);
  const today = romeToday(ctx.now());
  const rows = ctx.db
    .prepare(
      `SELECT d.customer_id, c.company, c.price_list, d.year, d.number, d.issued_on, d.taxable,
              (SELECT COUNT(*) FROM payment_deadlines p WHERE p.document_id = d.id AND p.paid = 0) AS unpaid,
              (SELECT MIN(p.due_on) FROM payment_deadlines p WHERE p.document_id = d.id AND p.paid = 0 AND p.due_on < ?) AS overdue_since
         FROM documents d JOIN customers c ON c.id = d.customer_id
        WHERE c.agent_code = ? AND d.scope = 'F' AND (? = '' OR d.customer_id = ?) AND d.issued_on BETWEEN ? AND ?
        ORDER BY d.issued_on DESC, d.number DESC`,
    )
    .all(today, agentCode, oneCustomer ? clientId : "", clientId, range.from, range.to) as InvoiceRow[];
  const totals = { accrued: 0, paid: 0, blocked: 0 };
  const data = rows.map((row) => {
    const rate = RATES[row.price_list] ?? 3;
    const amount = round2((row.taxable * rate) / 100);
    const document = `F/${row.year}/${row.number}`;
    const status = row.overdue_since ? "BLOCKED" : row.unpaid > 0 ? "ACCRUED" : "PAID";
    totals[status === "BLOCKED" ? "blocked" : status === "PAID" ? "paid" : "accrued"] += amount;
    return {
      client_id: row.customer_id,
      company_name: row.company,
      document,
      date: displayDate(row.issued_on),
      taxable: row.taxable,
      rate,
      amount,
      status,
      ...(row.overdue_since
        ? {
            blocked_reason: t(
              call.lang,
              `Fattura ${document} insoluta (rata scaduta il ${displayDate(row.overdue_since)})`,
              `Invoice ${document} unpaid (instalment due on ${displayDate(row.overdue_since)})`,
            ),
          }
        : {}),
    };
  });
  return {
    json: { status: "success", data, totals: { accrued: round2(totals.accrued), paid: round2(totals.paid), blocked: round2(totals.blocked) } },
  };
}

export const routes: Routes = { "POST /hub/agent/commissions": commissions };
