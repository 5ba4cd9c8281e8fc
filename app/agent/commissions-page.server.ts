// /pages/agent/commissions: the signed-in agent's commissions per document and customer (the ERP's
// agent/commissions, with the agent code from the session only), filtered by period, one customer of
// the portfolio (anything else is refused here, never sent) and state, with the totals by state and,
// for a blocked one, the unpaid document that blocks it; the same rows as a CSV file. A deployment
// without commissions answers 404: this page does not exist there (and the dashboard shows no link).
import { paginate } from "~/account/list-query";
import { COMMISSION_STATE_KEYS, COMMISSIONS_PAGE_SIZE, parseCommissionsFilter, totalsOf, type CommissionTotals } from "~/agent/commissions";
import { portfolioCompanies } from "~/agent/portfolio.server";
import { isCallNotOnThisErp } from "~/erp/errors";
import type { Commission } from "~/erp/types";
import type { AgentPage } from "~/page/page.server";
import { notFoundPageOnErp404 } from "~/page/route-errors.server";
import { csvResponse, toCsv } from "~/platform/csv";
import { todayInRome } from "~/platform/i18n";

/** The filters, the portfolio they are checked against, and the rows of the state asked for (newest first). */
async function filteredCommissions({ url, erp }: AgentPage) {
  const portfolio = await portfolioCompanies(erp);
  const filter = parseCommissionsFilter(url.searchParams, new Set(portfolio.map(([clientId]) => clientId)), todayInRome());
  const commissions = await notFoundPageOnErp404(erp.agent.commissions(filter.request));
  const rows = commissions.rows
    .filter((row) => filter.onlyState === null || row.state === filter.onlyState)
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  return { filter, portfolio, rows, totals: commissions.totals ?? totalsOf(commissions.rows) };
}

/** This year's totals for the dashboard's way to this page; null where the ERP has no commissions. */
export async function yearCommissionTotals(erp: AgentPage["erp"]): Promise<CommissionTotals | null> {
  const today = todayInRome();
  try {
    const commissions = await erp.agent.commissions({ from: `${today.slice(0, 4)}-01-01`, to: today });
    return commissions.totals ?? totalsOf(commissions.rows);
  } catch (error) {
    if (isCallNotOnThisErp(error)) return null;
    throw error;
  }
}

export async function loadCommissionsPage(page: AgentPage) {
  const { filter, portfolio, rows, totals } = await filteredCommissions(page);
  const shown = paginate(rows, filter.page, COMMISSIONS_PAGE_SIZE);
  return {
    filter: { from: filter.from, to: filter.to, customer: filter.customer, state: filter.state, errors: filter.errors },
    /** The query of the CSV link and the pages: the filters as the ERP was asked (what was refused is left out). */
    applied: {
      from: filter.request.from,
      to: filter.request.to,
      customer: filter.request.clientId ?? "",
      state: filter.onlyState ?? "",
    },
    customers: portfolio.map(([clientId, company]) => ({ clientId, company })),
    totals,
    commissions: { ...shown, items: shown.items.map(rowView) },
  };
}

function rowView(row: Commission) {
  return {
    clientId: row.clientId,
    company: row.companyName,
    document: row.document,
    date: row.date,
    taxable: row.taxable,
    rate: row.rate,
    amount: row.amount,
    stateKey: row.state ? COMMISSION_STATE_KEYS[row.state] : null,
    blocked: row.state === "BLOCKED",
    blockedReason: row.blockedReason,
  };
}

/** /pages/agent/commissions/export.csv: every row of the filters, in the reader's language. */
export async function loadCommissionsCsv(page: AgentPage): Promise<Response> {
  const { rows } = await filteredCommissions(page);
  const { t, locale } = page;
  const label = (key: string) => t(`agentCommissions.${key}`);
  const body = toCsv(
    [
      label("date"),
      label("document"),
      label("customerCode"),
      label("company"),
      label("taxable"),
      label("rate"),
      label("amount"),
      label("state"),
      label("blockedBy"),
    ],
    rows.map((row) => [
      row.date,
      row.document,
      row.clientId,
      row.companyName,
      row.taxable,
      row.rate,
      row.amount,
      row.state ? t(COMMISSION_STATE_KEYS[row.state]) : "",
      row.blockedReason,
    ]),
    locale,
  );
  return csvResponse(body, "commissions.csv");
}
