// Flash toasts: an action stores them in the session before its 303 redirect; the next page's root
// loader takes them out (and commits the session so they show once).
import { redirect, redirectDocument } from "@remix-run/node";
import { sessionStorage, type ShopSession } from "~/platform/session.server";
import type { Toast } from "~/platform/toast";

/** The session's flash key of the toasts (ShopSession's flash data). */
const FLASH_KEY = "toasts";
const MAX_TOASTS = 4;

/** Adds a toast to show on the next page (at most four wait at once: the newest win). */
export function addToast(session: ShopSession, toast: Omit<Toast, "id">): void {
  const pending = (session.get(FLASH_KEY) as Toast[] | undefined) ?? [];
  const next = [...pending, { ...toast, id: `${Date.now().toString(36)}-${pending.length}` }].slice(-MAX_TOASTS);
  session.flash(FLASH_KEY, next);
}

/** The toasts waiting for this page; reading them removes them once the session is committed. */
export function takeToasts(session: ShopSession): Toast[] {
  return (session.get(FLASH_KEY) as Toast[] | undefined) ?? [];
}

/** The 303 after a form post: `to` (a full path) shows `toasts` once; the session is committed with them. */
export async function redirectWithToast(session: ShopSession, to: string, ...toasts: Omit<Toast, "id">[]): Promise<Response> {
  return toastRedirect(redirect, session, to, toasts);
}

/**
 * The same 303, after which the browser loads `to` as a new document with JavaScript too (as it does
 * without): for a change of whose pages they are (a sign-in), whose first page must come whole.
 */
export async function documentRedirectWithToast(session: ShopSession, to: string, ...toasts: Omit<Toast, "id">[]): Promise<Response> {
  return toastRedirect(redirectDocument, session, to, toasts);
}

async function toastRedirect(answer: typeof redirect, session: ShopSession, to: string, toasts: Omit<Toast, "id">[]): Promise<Response> {
  for (const toast of toasts) addToast(session, toast);
  return answer(to, { status: 303, headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}
