// /pages/dashboard: the customer's figures and latest activity, each panel on its own (see loadDashboard).
import { loadDashboard } from "~/account/account.server";
import { todayInRome } from "~/platform/i18n";
import type { CustomerPage } from "~/page/page.server";

export async function loadDashboardPage({ erp, session }: CustomerPage) {
  const dashboard = await loadDashboard(erp, todayInRome());
  return { ...dashboard, name: session.get("company") || session.get("name") || "" };
}
