// The session is a signed cookie: who the customer is and which delivery address they chose.
// Identity (client id, address code, cart id, ERP token) is read from here only, never from a form.
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { CustomerContext } from "~/erp/client.server";
import { getEnv } from "~/platform/env.server";
import type { Toast } from "~/platform/toast";

export interface SessionAddress {
  code: string;
  street: string;
  city: string;
}

export interface SessionData {
  token: string;
  username: string;
  clientId: string;
  addressCode: string;
  addresses: SessionAddress[];
  name: string;
  company: string;
  cartId: number;
  /** Customer settings from the account page (take effect on the next page). */
  priceView: "net" | "gross";
  disableAutocomplete: boolean;
}

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 12;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, { toasts: Toast[] }>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production",
      secrets: env.SESSION_SECRET.split(",").map((secret) => secret.trim()),
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  });
}

export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData, { toasts: Toast[] }>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The signed-in customer's ERP context, or null for a guest. */
export function customerContextOf(session: Session<SessionData, { toasts: Toast[] }>): CustomerContext | null {
  const token = session.get("token");
  const clientId = session.get("clientId");
  const addressCode = session.get("addressCode");
  if (!token || !clientId || !addressCode) return null;
  return { token, clientId, addressCode, cartId: session.get("cartId") ?? 0, username: session.get("username") };
}

type ShopSession = Session<SessionData, { toasts: Toast[] }>;

export function commitSession(session: ShopSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/** Ends the session: the cookie expires, so everything in it (context, cart, tabs, facets) goes. */
export function destroySession(session: ShopSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/**
 * A brand-new session for a customer who just signed in: nothing of the previous session is carried
 * over (no fixation). The first address is the delivery address; the cart is loaded afresh.
 */
export async function startCustomerSession(
  username: string,
  signedIn: { token: string; clientId: string; name: string; company: string; addresses: SessionAddress[] },
): Promise<ShopSession> {
  const session = await sessionStorage().getSession();
  session.set("token", signedIn.token);
  session.set("username", username);
  session.set("clientId", signedIn.clientId);
  session.set("addressCode", signedIn.addresses[0]?.code ?? "0");
  session.set(
    "addresses",
    signedIn.addresses.map(({ code, street, city }) => ({ code, street, city })),
  );
  session.set("name", signedIn.name);
  session.set("company", signedIn.company);
  session.set("cartId", 0);
  session.set("priceView", "net");
  session.set("disableAutocomplete", false);
  return session;
}
