// Per-request plumbing every loader uses: the locale from the URL, the customer (and agent) from the session,
// and one ERP client for the whole request (root and route loaders share it).
import type { AppLoadContext } from "@remix-run/node";
import { createErp, type AgentContext, type CustomerContext, type Erp } from "~/erp/client.server";
import { localeFromParam, localeFromPath, type Locale } from "~/platform/i18n";
import type { ShopSession } from "~/platform/flash.server";
import { getSession } from "~/platform/session.server";

interface RequestArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * A page answers within 3 s even when the ERP is slow: its ERP calls share 2.5 s from the moment the
 * shop took the request on (the rest is for rendering), after which they fail as time-outs and the
 * page shows its message or what it has. Writes keep their own, longer time-out: cutting a write
 * short would not undo it (a change the visitor waits for stops waiting instead: Page.erpWithinBudget).
 */
export const PAGE_ERP_BUDGET_MS = 2_500;

/**
 * The reads of the loaders that render a post's answer (a form's errors, a 202 "being checked") get
 * what is left of the budget, and at least this much: a write that used the whole budget still
 * leaves the page the time to read what the ERP gives quickly (the cart it shows, the shell's parts).
 */
export const RERENDER_READS_MS = 500;

/**
 * The request's ERP client, under the page's deadline, whoever asks (the root and the route loaders
 * share it, so the same read runs once). A post's action and the loaders that render its answer
 * (Remix hands them a GET copy of the request) each have their own: the loaders' deadline starts
 * again from RERENDER_READS_MS when the action used the budget. Writes are not cut short by it.
 */
export function getErp({ request, context }: RequestArgs): Promise<Erp> {
  const phase = request.method === "GET" || request.method === "HEAD" ? "loaders" : "action";
  const clients = (context.erp ??= {});
  clients[phase] ??= getSession(request).then((session) =>
    createErp({
      lang: localeFromPath(new URL(request.url).pathname),
      signal: request.signal,
      customer: customerContextOf(session),
      agent: agentContextOf(session),
      deadline: Math.max((context.admittedAt ?? Date.now()) + PAGE_ERP_BUDGET_MS, Date.now() + RERENDER_READS_MS),
      requestId: context.requestId,
      timing: context.timing,
    }),
  );
  return clients[phase];
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
