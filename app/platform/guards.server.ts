// Pages for signed-in customers only: a guest is sent to the login page, and back after signing in.
// With GUEST_NAVIGATION off, guests may only open the sign-in, registration and password pages.
import { redirect } from "@remix-run/node";
import { AGENT_PICKER_PATH } from "~/platform/agent-paths";
import { getEnv } from "~/platform/env.server";
import { redirectWithToast } from "~/platform/flash.server";
import { localeFromPath, localizedPath } from "~/platform/i18n";
import { SessionStoreUnavailable, type ShopSession } from "~/platform/session.server";

/** The login page of the request's language, with a `redirectTo` back to the current page. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const login = localizedPath(localeFromPath(url.pathname), "/pages/login");
  return redirect(`${login}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/**
 * A sales agent who has not chosen a customer opened a customer's page or posted a customer's form:
 * the customer picker, with a message saying why and a way back to `redirectTo` once one is chosen.
 */
export function chooseCustomerRedirect(session: ShopSession, request: Request, redirectTo?: string): Promise<Response> {
  const url = new URL(request.url);
  const back = redirectTo ?? (request.method === "GET" ? url.pathname + url.search : undefined);
  const picker = localizedPath(localeFromPath(url.pathname), AGENT_PICKER_PATH);
  return redirectWithToast(session, back ? `${picker}?${new URLSearchParams({ redirectTo: back })}` : picker, {
    kind: "info",
    key: "agent.chooseFirst",
  });
}

/**
 * A customer's form (cart, wishlist) posted with no customer behind it: a sales agent is sent to the
 * picker, a guest to sign in with `guestMessageKey`, both with a way back to `redirectTo`.
 */
export async function customerNeededRedirect(
  page: { session: ShopSession; request: Request; agent: unknown; localePath(path: string): string },
  redirectTo: string,
  guestMessageKey: string,
): Promise<Response> {
  if (page.agent) return chooseCustomerRedirect(page.session, page.request, redirectTo);
  const login = `${page.localePath("/pages/login")}?${new URLSearchParams({ redirectTo })}`;
  try {
    return await redirectWithToast(page.session, login, { kind: "info", key: guestMessageKey });
  } catch (error) {
    // The session store (Redis) is down: the guest still goes to the login page, without the message.
    if (!(error instanceof SessionStoreUnavailable)) throw error;
    return redirect(login, 303);
  }
}

/** Pages every guest may open even when guest navigation is off (paths without the /en prefix). */
export const GUEST_PAGES: readonly string[] = [
  "/pages/login",
  "/pages/login_origin",
  "/pages/register",
  "/pages/register_origin",
  "/pages/forgot-password",
];

/** Whether a guest may open `pathname` (with or without the /en prefix). */
export function guestMayOpen(pathname: string, guestNavigation: boolean): boolean {
  if (guestNavigation) return true;
  const bare = localeFromPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  return GUEST_PAGES.includes(bare.replace(/\/+$/, "") || "/");
}

/**
 * GUEST_NAVIGATION=false: a guest opening any other page goes to the login page (and back there
 * after signing in). Called at the start of the shell loader, so every page enforces it; assets,
 * /media, /healthz and /readyz do not run it.
 */
export function enforceGuestNavigation(request: Request, signedIn: boolean): void {
  const { GUEST_NAVIGATION } = getEnv();
  if (GUEST_NAVIGATION) return;
  if (guestMayOpen(new URL(request.url).pathname, false)) return;
  // Anyone signed in (a customer, or a sales agent with or without a customer) may browse.
  if (signedIn) return;
  throw loginRedirect(request);
}
