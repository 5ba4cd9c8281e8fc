// /pages/agent/customers: the sales agent's customer picker. The list is the ERP's answer for the
// agent's own portfolio; choosing a customer looks them up there again (a code posted from outside
// the portfolio finds nothing and is refused), then the session serves that customer alone.
import { data } from "@remix-run/node";
import { PICKER_PAGE_SIZE, PICKER_QUERY_MAX, PickerForm, parsePickerQuery } from "~/agent/picker";
import { AGENT_PICKER_PATH } from "~/platform/agent-paths";
import { rememberRecentCustomers } from "~/platform/recent-customers.server";
import { clearTabs } from "~/catalog/shop-state.server";
import { checkoutStorage } from "~/checkout/checkout-session.server";
import type { Erp } from "~/erp/client.server";
import type { AgentCustomer } from "~/erp/types";
import { redirectWithToast } from "~/platform/flash.server";
import type { AgentPage } from "~/page/page.server";
import { safeRedirectPath } from "~/platform/redirect";
import type { RouteErrorBody } from "~/platform/error-catalogue";
import { actFor, stopActing } from "~/platform/session.server";
import { readPostedForm } from "~/page/posted-form.server";

export async function loadCustomerPicker({ url, erp, session, t }: AgentPage) {
  const { q, page, tooLong } = parsePickerQuery(url.searchParams);
  const result = await erp.agent.customers({ q, page, perPage: PICKER_PAGE_SIZE });
  const searching = q !== "" || page > 1;
  return {
    title: t("agentPicker.title"),
    q,
    error: tooLong ? t("agentPicker.tooLong", { max: PICKER_QUERY_MAX }) : null,
    result,
    recent: searching ? [] : (session.get("recentCustomers") ?? []),
    actingFor: session.get("clientId") ?? null,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
  };
}

/** The agent's customer with this exact code, as the ERP answers the agent's portfolio; null when it is not theirs. */
async function findInPortfolio(erp: Erp, clientId: string): Promise<AgentCustomer | null> {
  // The search matches codes by their start: the exact one is on the first page of a code search.
  const { customers } = await erp.agent.customers({ q: clientId, page: 1, perPage: 100 });
  return customers.find((customer) => customer.clientId === clientId) ?? null;
}

/** Nothing of the previous customer stays in the browser: the search tabs and the checkout's cookie go. */
async function forgetPreviousCustomer(): Promise<string[]> {
  return [await clearTabs(), await checkoutStorage().destroySession(await checkoutStorage().getSession())];
}

export async function actCustomerPicker({ request, erp, session, agent, t, localePath }: AgentPage) {
  const parsed = PickerForm.safeParse(Object.fromEntries(await readPostedForm(request)));
  const refuse = (message: string, status: number) => data<RouteErrorBody>({ kind: "otherStatus", messages: [message] }, { status });
  if (!parsed.success) throw refuse(t("agentPicker.invalidForm"), 400);

  let response: Response;
  if (parsed.data.intent === "stop") {
    stopActing(session);
    response = await redirectWithToast(session, localePath(AGENT_PICKER_PATH), { kind: "success", key: "agent.stopped" });
  } else {
    const customer = await findInPortfolio(erp, parsed.data.clientId);
    if (!customer) throw refuse(t("agent.notYourCustomer"), 403);
    actFor(session, { clientId: customer.clientId, company: customer.companyName, city: customer.city, addresses: customer.addresses });
    response = await redirectWithToast(session, safeRedirectPath(parsed.data.redirectTo, localePath("/")), {
      kind: "success",
      key: "agent.actingFor",
      values: { company: customer.companyName },
    });
    response.headers.append("Set-Cookie", await rememberRecentCustomers(agent.code, session.get("recentCustomers") ?? []));
  }
  for (const cookie of await forgetPreviousCustomer()) response.headers.append("Set-Cookie", cookie);
  return response;
}
