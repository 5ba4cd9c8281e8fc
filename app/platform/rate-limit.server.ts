// Fixed-window counters for rate limits (sign-in). In memory by default (bounded, expiring); in Redis
// when REDIS_URL is set, so every replica of the shop counts the same attempts.
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { sharedRedis } from "~/platform/redis.server";

export interface CounterStore {
  /** Counts one hit on `key`; the number of hits in the current window (which starts at the first hit). */
  hit(key: string, windowMs: number): Promise<number>;
  /** Milliseconds until the current window of `key` ends (0 when it has none). */
  remainingMs(key: string): Promise<number>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

const MEMORY_MAX_KEYS = 50_000;

export function memoryCounterStore(now: () => number = Date.now, maxKeys = MEMORY_MAX_KEYS): CounterStore {
  // Least recently used keys are dropped past maxKeys; each entry also expires with its window.
  const windows = new LRUCache<string, Window>({ max: maxKeys });
  const current = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > now() ? window : undefined;
  };
  return {
    async hit(key, windowMs) {
      const window = current(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return window.count;
    },
    async remainingMs(key) {
      const window = current(key);
      return window ? window.resetAt - now() : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisCounterStore(redis: Redis, prefix = "rl:"): CounterStore {
  return {
    async hit(key, windowMs) {
      // One transaction: create the window with its expiry if absent, then count (INCR keeps the TTL).
      const results = await redis
        .multi()
        .set(prefix + key, "0", "PX", windowMs, "NX")
        .incr(prefix + key)
        .exec();
      const [error, value] = results?.[1] ?? [new Error("Redis transaction aborted"), null];
      if (error) throw error;
      return Number(value);
    },
    async remainingMs(key) {
      // -2: no such key, -1: no expiry (never set by hit).
      return Math.max(0, await redis.pttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * A store that never blocks sign-in because Redis is down: a failing call is logged and counts as 0
 * (the limit is lifted until Redis is back, rather than locking every customer out).
 */
export function failOpen(store: CounterStore): CounterStore {
  const warn = (error: unknown) => {
    log("warn", "rate-limit store unavailable", { error: error instanceof Error ? error.message : String(error) });
    return 0;
  };
  return {
    hit: (key, windowMs) => store.hit(key, windowMs).catch(warn),
    remainingMs: (key) => store.remainingMs(key).catch(warn),
    reset: (key) => store.reset(key).catch(() => undefined),
  };
}

let shared: CounterStore | undefined;

/** The process's counter store: Redis when REDIS_URL is set, else memory. */
export function counterStore(): CounterStore {
  if (!shared) {
    const redis = sharedRedis();
    shared = redis ? failOpen(redisCounterStore(redis)) : memoryCounterStore();
  }
  return shared;
}

export const LOGIN_IP_WINDOW_MS = 60_000;
/** Failed sign-ins of one account from one client are remembered for an hour. */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60_000;
/** Failures of one account from one client before each further try must wait (the back-off). */
export const LOGIN_FREE_FAILURES = 5;
const LOGIN_BACKOFF_FIRST_MS = 60_000;
const LOGIN_BACKOFF_MAX_MS = 15 * 60_000;

/** The wait after the n-th failure: none up to the free failures, then 1, 2, 4, 8, 15, 15… minutes. */
export function loginBackoffMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_BACKOFF_MAX_MS, LOGIN_BACKOFF_FIRST_MS * 2 ** (failures - LOGIN_FREE_FAILURES));
}

/** An account's part of a key: the normalised username, hashed (no e-mail addresses in Redis). */
export function accountKey(username: string): string {
  const normalised = username.trim().toLowerCase();
  return createHash("sha256").update(normalised).digest("hex").slice(0, 32);
}

export interface LoginLimits {
  perIpPerMinute: number;
}

/** The wait a refused sign-in must announce (Retry-After), in whole seconds. */
export interface LoginRefusal {
  retryAfterSeconds: number;
}

const refusal = (remainingMs: number): LoginRefusal => ({ retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1_000)) });

/**
 * Sign-in rate limits over a counter store. Every key includes the client: someone guessing a
 * customer's password from elsewhere slows themselves down, never the customer.
 */
export function loginLimiter(store: CounterStore, limits: LoginLimits) {
  const failuresKey = (username: string, clientIp: string) => `login:fail:${accountKey(username)}:${clientIp}`;
  const backoffKey = (username: string, clientIp: string) => `login:wait:${accountKey(username)}:${clientIp}`;
  return {
    /** Counts one sign-in POST from this client; a refusal when it is over the per-minute limit. */
    async attempt(clientIp: string): Promise<LoginRefusal | null> {
      const key = `login:ip:${clientIp}`;
      if ((await store.hit(key, LOGIN_IP_WINDOW_MS)) <= limits.perIpPerMinute) return null;
      return refusal(await store.remainingMs(key));
    },
    /** A refusal while this client must wait before trying this account again. */
    async backoff(username: string, clientIp: string): Promise<LoginRefusal | null> {
      const remaining = await store.remainingMs(backoffKey(username, clientIp));
      return remaining > 0 ? refusal(remaining) : null;
    },
    async recordFailure(username: string, clientIp: string): Promise<void> {
      const failures = await store.hit(failuresKey(username, clientIp), LOGIN_FAILURE_WINDOW_MS);
      const wait = loginBackoffMs(failures);
      if (wait > 0) await store.hit(backoffKey(username, clientIp), wait);
    },
    async recordSuccess(username: string, clientIp: string): Promise<void> {
      await Promise.all([store.reset(failuresKey(username, clientIp)), store.reset(backoffKey(username, clientIp))]);
    },
  };
}

export type LoginLimiter = ReturnType<typeof loginLimiter>;

/** The shop's sign-in limiter (limits from the environment). */
export function shopLoginLimiter(): LoginLimiter {
  return loginLimiter(counterStore(), { perIpPerMinute: getEnv().LOGIN_RATE_LIMIT_PER_MINUTE });
}
