// /pages/agent/dashboard: who is signed in, whom they serve now, and what they did in their
// customers' names (the ERP's agent/activity), filtered by period and customer, a page at a time.
import { paginate, parseListQuery } from "~/account/lists";
import { ACTIVITY_PAGE_SIZE, activityActionKey, parseCustomerFilter } from "~/agent/dashboard";
import { ErpError } from "~/erp/errors";
import type { AgentActivity, DateRange } from "~/erp/types";
import type { AgentPage } from "~/platform/page.server";

/** The agent's activity; a customer outside the portfolio is refused by the ERP (403), shown as a filter error. */
async function readActivity(erp: AgentPage["erp"], filter: DateRange & { clientId?: string }) {
  try {
    return { entries: await erp.agent.activity(filter), refused: false };
  } catch (error) {
    if (filter.clientId && error instanceof ErpError && error.status === 403) return { entries: [] as AgentActivity[], refused: true };
    throw error;
  }
}

export async function loadAgentDashboard({ url, erp, session, agent, customer }: AgentPage) {
  const query = parseListQuery(url.searchParams);
  const filter = parseCustomerFilter(url.searchParams);
  const { entries, refused } = await readActivity(erp, { ...query.range, ...(filter.clientId ? { clientId: filter.clientId } : {}) });
  const companies = new Map((session.get("recentCustomers") ?? []).map((recent) => [recent.clientId, recent.company]));
  const activity = paginate(
    entries.map((entry) => ({
      at: entry.at,
      clientId: entry.clientId,
      company: companies.get(entry.clientId) ?? null,
      action: entry.action,
      actionKey: activityActionKey(entry.action, entry.reference),
      reference: entry.reference,
    })),
    query.page,
    ACTIVITY_PAGE_SIZE,
  );
  return {
    agent,
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
