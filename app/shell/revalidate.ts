// When the root loader (the shell: who is signed in, the cart's figures, the reorder lists, the
// toasts) loads again in the browser: only after something it shows may have changed. Without this
// rule single fetch reloads it on every navigation and after every post.
import { AGENT_PICKER_PATH } from "~/platform/agent-paths";
import { localeFromPath } from "~/platform/i18n";

/** What the router tells a route's `shouldRevalidate` (the part this rule reads). */
export interface ShellRevalidation {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  formAction?: string;
  /** The status of an action's data answer; absent after an action that redirected. */
  actionStatus?: number;
}

/**
 * The actions whose answer without a redirect (a fetcher's, a form's errors) may still change what
 * the shell shows: the cart (every add, change and order), the session (address, sign-in and out,
 * the agent's customer), the reorder lists' names and the header's search settings.
 */
const SHELL_ACTIONS: readonly string[] = [
  "/cart",
  "/pages/cart",
  "/pages/checkout",
  "/pages/scan",
  "/pages/order_detail",
  "/pages/lists",
  "/pages/settings",
  "/address",
  "/logout",
  "/pages/login",
  "/pages/login_origin",
  "/pages/register",
  "/pages/register_origin",
  AGENT_PICKER_PATH,
];

/**
 * Where a navigation lands when a loader changed the session on the way (an expired session signs
 * out to the login page, an agent without a customer is sent to the picker, each with a toast); the
 * shell loads again on leaving them too, so that their toast does not show a second time in the
 * full layout the bare login page lacked.
 */
const SESSION_LANDINGS: readonly string[] = ["/pages/login", AGENT_PICKER_PATH];

/** `pathname` without the /en prefix and a trailing slash. */
function barePath(pathname: string): string {
  const bare = localeFromPath(pathname) === "en" ? pathname.slice(3) : pathname;
  return bare.replace(/\/+$/, "") || "/";
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether the shell loads again for this navigation, post or fetcher answer. */
export function shellChanged({ currentUrl, nextUrl, formMethod, formAction, actionStatus }: ShellRevalidation): boolean {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  const posted = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  if (!posted) return [currentUrl, nextUrl].some((url) => SESSION_LANDINGS.includes(barePath(url.pathname)));
  // A post answered with a redirect: its toast waits in the session (or the session is a new one).
  if (actionStatus === undefined) return true;
  const action = barePath(new URL(formAction ?? currentUrl.pathname, currentUrl).pathname);
  return SHELL_ACTIONS.some((prefix) => isUnder(action, prefix));
}
