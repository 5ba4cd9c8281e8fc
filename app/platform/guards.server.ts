// Pages for signed-in customers only: a guest is sent to the login page, and back after signing in.
// With GUEST_NAVIGATION off, guests may only open the sign-in, registration and password pages.
import { redirect } from "@remix-run/node";
import { getEnv } from "~/platform/env.server";
import { localeFromPath, localizedPath } from "~/platform/i18n";
import { customerContextOf, getSession } from "~/platform/session.server";

/** The login page of the request's language, with a `redirectTo` back to the current page. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const login = localizedPath(localeFromPath(url.pathname), "/pages/login");
  return redirect(`${login}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
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
export async function enforceGuestNavigation(request: Request): Promise<void> {
  const { GUEST_NAVIGATION } = getEnv();
  if (GUEST_NAVIGATION) return;
  if (guestMayOpen(new URL(request.url).pathname, false)) return;
  if (customerContextOf(await getSession(request))) return;
  throw loginRedirect(request);
}
