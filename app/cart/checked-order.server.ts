// Where checked orders are kept: by customer and address, not by browser session, so that a check
// survives a reload, a second tab, another device and signing in again, for as long as the ERP's
// token of that sign-in lives (12 hours). In memory, or in Redis (shared by replicas) with REDIS_URL,
// like the sessions. Whether a kept check still holds is checkStateOf's (checked-order.ts).
import type { CheckedOrder } from "~/cart/checked-order";
import { SESSION_LIFETIME_MS } from "~/platform/session.server";
import { sharedRedis } from "~/platform/redis.server";
import { memorySessionStore, redisSessionStore, type SessionStore } from "~/platform/session-store.server";

let store: SessionStore | undefined;

function checks(): SessionStore {
  if (!store) {
    const redis = sharedRedis();
    store = redis ? redisSessionStore(redis, SESSION_LIFETIME_MS, "checked-order:") : memorySessionStore(SESSION_LIFETIME_MS);
  }
  return store;
}

type Customer = { clientId: string; addressCode: string };

const keyOf = (customer: Customer) => `${customer.clientId}:${customer.addressCode}`;

/** The check last made for the customer at this address, if any (it may no longer hold). */
export async function keptCheck(customer: Customer): Promise<CheckedOrder | undefined> {
  const stored = await checks().read(keyOf(customer));
  return (stored?.data as CheckedOrder | undefined) ?? undefined;
}

export async function keepCheck(order: CheckedOrder): Promise<void> {
  await checks().write(keyOf(order), { data: { ...order }, expiresAt: Date.now() + SESSION_LIFETIME_MS });
}

/** The order was sent: its check is done with. */
export async function forgetCheck(customer: Customer): Promise<void> {
  await checks().remove(keyOf(customer));
}
