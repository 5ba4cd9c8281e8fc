// An expired ERP token (the ERP answers 401 for a signed-in customer, e.g. after 12 hours): the
// customer is signed out cleanly. The session is ended and replaced by a fresh one holding a toast,
// and the browser goes to the login page with a `redirectTo` back to the page it was on.
import { redirect } from "@remix-run/node";
import { isErpError } from "~/erp/errors";
import { addToast } from "~/platform/flash.server";
import { localeFromPath, localizedPath } from "~/platform/i18n";
import { destroySession, getSession, sessionStorage } from "~/platform/session.server";

/**
 * True for the ERP's "your token is not valid" answer: 401, or 403 on deployments that answer so.
 * A write's 403 is a refusal instead (kind "rejected", link.server.ts): the form says so, and a
 * token that did expire signs out at the next page's reads.
 */
export function isExpiredToken(error: unknown): boolean {
  return isErpError(error, "http") && (error.status === 401 || error.status === 403);
}

/**
 * The redirect that signs the customer out: a fresh session with the "session expired" toast, and
 * the login page with `redirectTo` = `returnTo` (the requested page unless the caller knows better).
 */
export async function expiredSessionRedirect(request: Request, returnTo?: string): Promise<Response> {
  const url = new URL(request.url);
  await destroySession(await getSession(request));
  const fresh = await sessionStorage().getSession();
  addToast(fresh, { kind: "info", key: "session.expired" });
  const login = localizedPath(localeFromPath(url.pathname), "/pages/login");
  const query = new URLSearchParams({ redirectTo: returnTo ?? url.pathname + url.search });
  return redirect(`${login}?${query}`, { headers: { "Set-Cookie": await sessionStorage().commitSession(fresh) } });
}
