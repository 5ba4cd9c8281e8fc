// The session: who the customer is and which delivery address they chose, or the sales agent and the
// customer of their portfolio they act for. Identity (client id, address code, cart id, agent, ERP
// token) is read from here only, never from a form. The data stays on the
// server (session-store.server.ts); the cookie carries a random id, signed with SESSION_SECRET.
import crypto from "node:crypto";
import { createSessionStorage, type Session } from "@remix-run/node";
import type { AgentContext, CustomerContext } from "~/erp/client.server";
import { getEnv } from "~/platform/env.server";
import { sharedRedis } from "~/platform/redis.server";
import { memorySessionStore, redisSessionStore, type SessionStore } from "~/platform/session-store.server";
import type { Toast } from "~/platform/toast";

export interface SessionAddress {
  code: string;
  street: string;
  city: string;
}

/** A customer an agent acted for lately, first in the customer picker. */
export interface RecentCustomer {
  clientId: string;
  company: string;
  city: string;
}

export interface SessionData {
  /** The ERP token: the customer's, or the sales agent's (for their own calls and for acting). */
  token: string;
  username: string;
  /** The customer: the signed-in one, or the one the agent acts for (absent while an agent has chosen none). */
  clientId: string;
  addressCode: string;
  addresses: SessionAddress[];
  name: string;
  company: string;
  cartId: number;
  /** Customer settings from the account page (take effect on the next page). */
  priceView: "net" | "gross";
  disableAutocomplete: boolean;
  /** A signed-in sales agent (absent for a customer). */
  agentCode: string;
  agentName: string;
  recentCustomers: RecentCustomer[];
}

/** How many recent customers the picker offers first. */
export const RECENT_CUSTOMERS = 5;

/** A session ends 12 hours after it began (the life of the ERP token it holds)… */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** …or after 2 hours without a request. */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage(store: SessionStore) {
  const env = getEnv();
  return createSessionStorage<SessionData, { toasts: Toast[] }>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production",
      secrets: env.SESSION_SECRET.split(",").map((secret) => secret.trim()),
      maxAge: SESSION_LIFETIME_MS / 1_000,
    },
    async createData(data) {
      const id = crypto.randomBytes(32).toString("base64url");
      await store.write(id, { data, expiresAt: Date.now() + SESSION_LIFETIME_MS });
      return id;
    },
    async readData(id) {
      return (await store.read(id))?.data ?? null;
    },
    async updateData(id, data) {
      const current = await store.read(id);
      // A customer's session ended meanwhile (signed out in another tab) is not brought back to life.
      if (!current && data.token) return;
      // Updating keeps the session's end: it never extends the 12 hours.
      await store.write(id, { data, expiresAt: current?.expiresAt ?? Date.now() + SESSION_LIFETIME_MS });
    },
    async deleteData(id) {
      await store.remove(id);
    },
  });
}

/** The process's session storage: Redis when REDIS_URL is set, else memory. */
export function sessionStorage() {
  if (!storage) {
    const redis = sharedRedis();
    storage = createStorage(redis ? redisSessionStore(redis, SESSION_IDLE_MS) : memorySessionStore(SESSION_IDLE_MS));
  }
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData, { toasts: Toast[] }>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

type ShopSession = Session<SessionData, { toasts: Toast[] }>;

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

export function commitSession(session: ShopSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/** Ends the session on the server (a replayed cookie finds nothing) and expires the cookie. */
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

/** A brand-new session for a sales agent who just signed in: no customer yet (they choose one in the picker). */
export async function startAgentSession(username: string, signedIn: { token: string; name: string; agentCode: string }): Promise<ShopSession> {
  const session = await sessionStorage().getSession();
  session.set("token", signedIn.token);
  session.set("username", username);
  session.set("agentCode", signedIn.agentCode);
  session.set("agentName", signedIn.name);
  session.set("recentCustomers", []);
  session.set("priceView", "net");
  session.set("disableAutocomplete", false);
  return session;
}

/** Everything of the customer being served: dropped when an agent stops acting for them or switches. */
const CUSTOMER_KEYS = ["clientId", "addressCode", "addresses", "name", "company", "cartId"] as const;

/** The agent stops acting for a customer: the session keeps only the agent. */
export function stopActing(session: ShopSession): void {
  for (const key of CUSTOMER_KEYS) session.unset(key);
}

/**
 * The agent acts for `customer`, who must come from the ERP's answer for the agent's own portfolio:
 * nothing of the previous customer is kept; the first address delivers and the ERP's current cart loads.
 */
export function actFor(session: ShopSession, customer: { clientId: string; company: string; city: string; addresses: SessionAddress[] }): void {
  stopActing(session);
  session.set("clientId", customer.clientId);
  session.set(
    "addresses",
    customer.addresses.map(({ code, street, city }) => ({ code, street, city })),
  );
  session.set("addressCode", customer.addresses[0]?.code ?? "0");
  // The top bar names who is signed in (the agent) and for whom.
  session.set("name", session.get("agentName") ?? customer.company);
  session.set("company", customer.company);
  session.set("cartId", 0);
  const recent = (session.get("recentCustomers") ?? []).filter((entry) => entry.clientId !== customer.clientId);
  session.set(
    "recentCustomers",
    [{ clientId: customer.clientId, company: customer.company, city: customer.city }, ...recent].slice(0, RECENT_CUSTOMERS),
  );
}
