// /pages/orders: the customer's orders, filtered by status and period, a page at a time.
import { loadOrders } from "~/account/account.server";
import { todayInRome } from "~/account/deadlines";
import { parseListQuery } from "~/account/lists";
import type { CustomerPage } from "~/platform/page.server";

export async function loadOrdersPage({ erp, url }: CustomerPage) {
  const query = parseListQuery(url.searchParams);
  const orders = await loadOrders(erp, query, todayInRome());
  return { orders, status: query.status, from: query.from, to: query.to, range: query.range, errors: query.errors };
}
