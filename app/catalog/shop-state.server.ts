// What the shop remembers between requests, in small cookies of its own (not the session, so the
// listing never rewrites the customer's session): the layout, the search tabs, and the viewport
// width the browser reported (for the tablet rule of /shop/list and /shop/small-list).
import { createCookie } from "@remix-run/node";
import { parse as parseCookieHeader } from "cookie";
import { getEnv } from "~/platform/env.server";
import { LISTING } from "~/platform/config";
import { normaliseTabs, type TabsState } from "~/catalog/tabs";
import { LAYOUTS, DEFAULT_LAYOUT, type ListLayout } from "~/catalog/layout";

const YEAR_SECONDS = 60 * 60 * 24 * 365;
const SESSION_HOURS_SECONDS = 60 * 60 * 12;

let layoutCookieInstance: ReturnType<typeof createCookie> | undefined;
function layoutCookie() {
  layoutCookieInstance ??= createCookie("shop_layout", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: getEnv().NODE_ENV === "production",
    maxAge: YEAR_SECONDS,
  });
  return layoutCookieInstance;
}

let tabsCookieInstance: ReturnType<typeof createCookie> | undefined;
function tabsCookie() {
  const env = getEnv();
  tabsCookieInstance ??= createCookie("shop_tabs", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: env.NODE_ENV === "production",
    secrets: env.SESSION_SECRET.split(",").map((secret) => secret.trim()),
    maxAge: SESSION_HOURS_SECONDS,
  });
  return tabsCookieInstance;
}

/** The name of the cookie the browser's script sets with `window.innerWidth`. */
export const VIEWPORT_COOKIE = "vw";

export async function readLayout(request: Request): Promise<ListLayout> {
  const value: unknown = await layoutCookie().parse(request.headers.get("Cookie"));
  return LAYOUTS.find((layout) => layout === value) ?? DEFAULT_LAYOUT;
}

export function serialiseLayout(layout: ListLayout): Promise<string> {
  return layoutCookie().serialize(layout);
}

export async function readTabs(request: Request): Promise<TabsState | null> {
  const value: unknown = await tabsCookie().parse(request.headers.get("Cookie"));
  return normaliseTabs(value as TabsState | null);
}

export function serialiseTabs(state: TabsState): Promise<string> {
  return tabsCookie().serialize(state);
}

/** Forgets the search tabs: sign-in and sign-out start the next person without the last one's searches. */
export function clearTabs(): Promise<string> {
  return tabsCookie().serialize("", { maxAge: 0 });
}

/**
 * The browser's viewport width, when it told us: the `Sec-CH-Viewport-Width` client hint, else
 * the `vw` cookie the shop's script sets. null when neither is present (then nothing redirects).
 */
export function viewportWidth(request: Request): number | null {
  const hint = Number(request.headers.get("Sec-CH-Viewport-Width"));
  if (Number.isInteger(hint) && hint > 0) return hint;
  // A plain number the browser's script writes, not one of createCookie's encoded values.
  const width = parseCookieHeader(request.headers.get("Cookie") ?? "")[VIEWPORT_COOKIE];
  return width !== undefined && /^\d{2,5}$/.test(width) ? Number(width) : null;
}

export function isTablet(request: Request): boolean {
  const width = viewportWidth(request);
  return width !== null && width >= LISTING.tablet.min && width <= LISTING.tablet.max;
}
