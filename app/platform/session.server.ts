// The session: who the customer is and which delivery address they chose, or the sales agent and the
// customer of their portfolio they act for. Identity (client id, address code, cart id, agent, ERP
// token) is read from here only, never from a form. The data stays on the
// server (session-store.server.ts); the cookie carries a random id, signed with SESSION_SECRET.
import crypto from "node:crypto";
import { createSessionStorage, type Session } from "@remix-run/node";
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

/**
 * A signed-in session's id says so (the cookie is signed): when the store no longer has it (idle, or a
 * Redis that came back empty) the customer is asked to sign in again; a guest's (toasts only) is not.
 */
const SIGNED_IN_ID_PREFIX = "in.";

function isSignedInId(id: unknown): boolean {
  return typeof id === "string" && id.startsWith(SIGNED_IN_ID_PREFIX);
}

/** The session store (Redis) cannot be reached: no session can be read or kept until it is back. */
export class SessionStoreUnavailable extends Error {
  constructor(
    cause: unknown,
    /** Whether the session asked for is a signed-in one. */
    readonly signedIn = false,
  ) {
    super(`session store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

async function reach<T>(work: Promise<T>, id?: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new SessionStoreUnavailable(error, isSignedInId(id));
  }
}

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
      const id = (data.token ? SIGNED_IN_ID_PREFIX : "") + crypto.randomBytes(32).toString("base64url");
      await reach(store.write(id, { data, expiresAt: Date.now() + SESSION_LIFETIME_MS }), id);
      return id;
    },
    async readData(id) {
      return (await reach(store.read(id), id))?.data ?? null;
    },
    async updateData(id, data) {
      const current = await reach(store.read(id), id);
      // A customer's session ended meanwhile (signed out in another tab) is not brought back to life.
      if (!current && data.token) return;
      // Updating keeps the session's end: it never extends the 12 hours.
      await reach(store.write(id, { data, expiresAt: current?.expiresAt ?? Date.now() + SESSION_LIFETIME_MS }), id);
    },
    async deleteData(id) {
      await reach(store.remove(id), id);
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

/** The shop's session: its data, and the toasts flashed for the next page (flash.server.ts). */
export type ShopSession = Session<SessionData, { toasts: Toast[] }>;

/**
 * The request's session and what became of it: `current` (a guest's or a signed-in one, as stored),
 * `ended` (the cookie names a signed-in session the store no longer has: the customer must sign in
 * again) or `unavailable` (the cookie names a signed-in session and the store cannot be reached). An
 * ended or unavailable session reads as a guest's, and so does a guest's while the store is away.
 */
export async function readSession(request: Request): Promise<{ session: ShopSession; state: "current" | "ended" | "unavailable" }> {
  try {
    const session = await sessionStorage().getSession(request.headers.get("Cookie"));
    if (isSignedInId(session.id) && !session.has("token")) return { session: await sessionStorage().getSession(), state: "ended" };
    return { session, state: "current" };
  } catch (error) {
    if (!(error instanceof SessionStoreUnavailable)) throw error;
    return { session: await sessionStorage().getSession(), state: error.signedIn ? "unavailable" : "current" };
  }
}

/** The request's session; a guest's when it ended or cannot be read. */
export async function getSession(request: Request): Promise<ShopSession> {
  return (await readSession(request)).session;
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
  return session;
}

/**
 * A brand-new session for a sales agent who just signed in: no customer yet (they choose one in the
 * picker, which offers first the recent customers this browser remembers for them).
 */
export async function startAgentSession(
  username: string,
  signedIn: { token: string; name: string; agentCode: string },
  recentCustomers: RecentCustomer[] = [],
): Promise<ShopSession> {
  const session = await sessionStorage().getSession();
  session.set("token", signedIn.token);
  session.set("username", username);
  session.set("agentCode", signedIn.agentCode);
  session.set("agentName", signedIn.name);
  session.set("recentCustomers", recentCustomers);
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
