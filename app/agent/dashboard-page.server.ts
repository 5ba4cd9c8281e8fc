// /pages/agent/dashboard: who is signed in, whom they serve now, this year's commissions (the way to
// their page, where the ERP has them), and what they did in their customers' names (the ERP's
// agent/activity), filtered by period and customer, a page at a time.
import { paginate, parseListQuery } from "~/account/list-query";
import { activityReferenceKey, oneRowPerCheck } from "~/agent/activity";
import { ACTIVITY_PAGE_SIZE, activityActionKey, parseCustomerFilter } from "~/agent/dashboard";
import { yearCommissionTotals } from "~/agent/commissions-page.server";
import { portfolioCompanies } from "~/agent/portfolio.server";
import { ErpError } from "~/erp/errors";
import type { AgentActivity, DateRange } from "~/erp/types";
import { secondary } from "~/page/degrade.server";
import type { AgentPage } from "~/page/page.server";

/** The agent's activity; a customer outside the portfolio is refused by the ERP (403), shown as a filter error. */
async function readActivity(erp: AgentPage["erp"], filter: DateRange & { clientId?: string }) {
  try {
    return { entries: await erp.agent.activity(filter), refused: false };
  } catch (error) {
    if (filter.clientId && error instanceof ErpError && error.status === 403) return { entries: [] as AgentActivity[], refused: true };
    throw error;
  }
}

export async function loadAgentDashboard({ url, erp, session, agent, customer, t }: AgentPage) {
  const query = parseListQuery(url.searchParams);
  const filter = parseCustomerFilter(url.searchParams);
  const [{ entries, refused }, portfolio, commissions] = await Promise.all([
    readActivity(erp, { ...query.range, ...(filter.clientId ? { clientId: filter.clientId } : {}) }),
    // Names only: without them the log shows the customers' codes (and the recent ones' names).
    secondary(portfolioCompanies(erp), "portfolio names"),
    // The way to the commissions, with this year's totals; none where the ERP has no commissions.
    secondary(yearCommissionTotals(erp), "commissions"),
  ]);
  const recent = (session.get("recentCustomers") ?? []).map((entry): [string, string] => [entry.clientId, entry.company]);
  const companies = new Map([...recent, ...(portfolio ?? [])]);
  const activity = paginate(
    oneRowPerCheck(entries).map((entry) => {
      const referenceKey = activityReferenceKey(entry.action, entry.reference);
      return {
        at: entry.at,
        clientId: entry.clientId,
        company: companies.get(entry.clientId) ?? null,
        action: entry.action,
        actionKey: activityActionKey(entry.action, entry.reference),
        // Translated here: the delivery's name is the checkout's text, which this page does not load.
        reference: referenceKey ? t(referenceKey) : entry.reference,
      };
    }),
    query.page,
    ACTIVITY_PAGE_SIZE,
  );
  return {
    agent,
    commissions,
    servedNow: customer && { clientId: customer.clientId, company: session.get("company") ?? customer.clientId },
    activity,
    from: query.from,
    to: query.to,
    range: query.range,
    dateErrors: query.errors,
    customer: filter.customer,
    customerError: filter.invalid ? "agentDashboard.invalidCustomer" : refused ? "agentDashboard.notYourCustomer" : null,
  };
}
