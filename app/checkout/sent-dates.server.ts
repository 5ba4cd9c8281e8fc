// The delivery dates of the order just sent, for its thank-you page: every dated line, however many
// (the checkout's cookie, which names the order, holds no lines: a browser keeps 4 KB of it). Kept on
// the server by customer and address, the last order sent only, as long as that cookie lives; in
// memory, or in Redis (shared by replicas) with REDIS_URL, like the checked orders.
import type { DatedLine } from "~/cart/delivery-dates";
import { CHECKOUT_LIFETIME_MS } from "~/checkout/checkout-session.server";
import type { OrderKey } from "~/erp/types";
import { sharedRedis } from "~/platform/redis.server";
import { memorySessionStore, redisSessionStore, type SessionStore } from "~/platform/session-store.server";

let store: SessionStore | undefined;

function sent(): SessionStore {
  if (!store) {
    const redis = sharedRedis();
    store = redis ? redisSessionStore(redis, CHECKOUT_LIFETIME_MS, "sent-dates:") : memorySessionStore(CHECKOUT_LIFETIME_MS);
  }
  return store;
}

type Customer = { clientId: string; addressCode: string };

const keyOf = (customer: Customer) => `${customer.clientId}:${customer.addressCode}`;
const sameOrder = (a: OrderKey, b: OrderKey) => a.type === b.type && a.number === b.number && a.year === b.year;

/** Replaces the customer's last sent order's dates with this order's. */
export async function keepSentDates(customer: Customer, order: OrderKey, lines: DatedLine[]): Promise<void> {
  const { type, number, year } = order;
  await sent().write(keyOf(customer), { data: { order: { type, number, year }, lines }, expiresAt: Date.now() + CHECKOUT_LIFETIME_MS });
}

/** The dated lines of this order, if it is the last one the customer sent here (else none). */
export async function sentDates(customer: Customer, order: OrderKey): Promise<DatedLine[]> {
  const kept = (await sent().read(keyOf(customer)))?.data as { order: OrderKey; lines: DatedLine[] } | undefined;
  return kept && sameOrder(kept.order, order) ? kept.lines : [];
}
