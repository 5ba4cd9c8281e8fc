// Per-request plumbing every loader uses: the locale from the URL, the customer (and agent) from the session,
// and one ERP client for the whole request (root and route loaders share it).
import type { AppLoadContext } from "@remix-run/node";
import { createErp, type AgentContext, type CustomerContext, type Erp } from "~/erp/client.server";
import { localeFromParam, localeFromPath, type Locale } from "~/platform/i18n";
import { getSession, type ShopSession } from "~/platform/session.server";

interface RequestArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * A page answers within 3 s even when the ERP is slow: its ERP calls share 2.5 s from the moment the
 * shop took the request on (the rest is for rendering), in its action and its loaders alike, after
 * which they fail as time-outs and the page shows its message or what it has. Writes keep their own,
 * longer time-out: cutting a write short would not undo it (a change the visitor waits for stops
 * waiting instead: Page.erpWithinBudget).
 */
export const PAGE_ERP_BUDGET_MS = 2_500;

/**
 * The end of the page's budget kept for the page that shows a post's answer (a form's errors, a 202
 * "being checked"): a write the visitor waits for is waited for until this long before the deadline,
 * so that the page still has the time to read what the ERP gives quickly (the cart it shows, the
 * shell's parts).
 */
export const ANSWER_READS_MS = 500;

/** When the request's ERP calls must have their answers (epoch ms). */
export function pageDeadline(context: AppLoadContext): number {
  return (context.admittedAt ?? Date.now()) + PAGE_ERP_BUDGET_MS;
}

/**
 * The request's one ERP client, under the page's deadline: the action and the loaders share it (the
 * root's and the route's, and those that render a post's answer), so the same read runs once.
 */
export function getErp({ request, context }: RequestArgs): Promise<Erp> {
  context.erp ??= getSession(request).then((session) =>
    createErp({
      lang: localeFromPath(new URL(request.url).pathname),
      signal: request.signal,
      customer: customerContextOf(session),
      agent: agentContextOf(session),
      deadline: pageDeadline(context),
      requestId: context.requestId,
      timing: context.timing,
    }),
  );
  return context.erp;
}

/** The locale of a `($lang)` route; any prefix other than "en" is a 404. */
export function requireLocale(params: { lang?: string }): Locale {
  const locale = localeFromParam(params.lang);
  if (!locale) throw new Response("Not Found", { status: 404 });
  return locale;
}

/**
 * The ERP context of the customer being served: the signed-in customer, or the one the signed-in agent
 * acts for (the agent's code goes with every call); null for a guest and an agent who chose no customer.
 */
export function customerContextOf(session: ShopSession): CustomerContext | null {
  const token = session.get("token");
  const clientId = session.get("clientId");
  const addressCode = session.get("addressCode");
  if (!token || !clientId || !addressCode) return null;
  const agentCode = session.get("agentCode");
  return { token, clientId, addressCode, cartId: session.get("cartId") ?? 0, username: session.get("username"), ...(agentCode ? { agentCode } : {}) };
}

/** The signed-in sales agent's own ERP context, or null for everyone else. */
export function agentContextOf(session: ShopSession): AgentContext | null {
  const token = session.get("token");
  const agentCode = session.get("agentCode");
  return token && agentCode ? { token, agentCode } : null;
}
