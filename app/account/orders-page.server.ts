// /pages/orders: the customer's orders, filtered by status and period, a page at a time, each
// naming the sales agent who placed it, if one did.
import { agentNamer } from "~/cart/agent-names.server";
import { loadOrders } from "~/account/account.server";
import { todayInRome } from "~/platform/i18n";
import { parseListQuery, shownFilters } from "~/account/list-query";
import { jobSiteFilter } from "~/account/job-site-filter.server";
import type { CustomerPage } from "~/page/page.server";

export async function loadOrdersPage(page: CustomerPage) {
  const query = parseListQuery(page.url.searchParams);
  const [orders, jobSites] = await Promise.all([loadOrders(page.erp, query, todayInRome()), jobSiteFilter(page.erp, query.jobSite)]);
  const name = await agentNamer(
    page,
    orders.items.map((order) => order.createdByAgent),
  );
  return {
    orders: { ...orders, items: orders.items.map((order) => ({ ...order, createdByAgent: name(order.createdByAgent) })) },
    status: query.status,
    jobSites,
    ...shownFilters(query),
  };
}
