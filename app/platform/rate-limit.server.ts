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
  /** The number of hits in the current window of `key` (0 when it has none). */
  count(key: string): Promise<number>;
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
    async count(key) {
      return current(key)?.count ?? 0;
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
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
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
 * A store that never lifts the limits because Redis is down: a failing call is logged and answered by
 * `fallback` (this process's memory) instead, so while Redis is away each replica limits on its own.
 */
export function withFallback(store: CounterStore, fallback: CounterStore): CounterStore {
  const fallBack =
    <T>(work: () => Promise<T>) =>
    (error: unknown) => {
      log("warn", "rate-limit store unavailable: counting in this process", { error: error instanceof Error ? error.message : String(error) });
      return work();
    };
  return {
    hit: (key, windowMs) => store.hit(key, windowMs).catch(fallBack(() => fallback.hit(key, windowMs))),
    count: (key) => store.count(key).catch(fallBack(() => fallback.count(key))),
    remainingMs: (key) => store.remainingMs(key).catch(fallBack(() => fallback.remainingMs(key))),
    reset: (key) => store.reset(key).catch(fallBack(() => fallback.reset(key))),
  };
}

let shared: CounterStore | undefined;

/** The process's counter store: Redis when REDIS_URL is set (memory while it is unreachable), else memory. */
export function counterStore(): CounterStore {
  if (!shared) {
    const redis = sharedRedis();
    shared = redis ? withFallback(redisCounterStore(redis), memoryCounterStore()) : memoryCounterStore();
  }
  return shared;
}

export const LOGIN_IP_WINDOW_MS = 60_000;
/** Failed sign-ins of one account (from one trusted browser, or from all the others) are remembered for an hour. */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60_000;
/** Failures before each further try must wait (the back-off). */
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

/**
 * Whose failures a sign-in counts against: the account as a whole (every browser that never signed
 * in to it, from any address), or one browser that did (`device`: the nonce of its device cookie).
 */
export interface LoginScope {
  username: string;
  device?: string;
}

/** The wait a refused sign-in must announce (Retry-After), in whole seconds. */
export interface LoginRefusal {
  retryAfterSeconds: number;
}

const refusal = (remainingMs: number): LoginRefusal => ({ retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1_000)) });

/**
 * Sign-in rate limits over a counter store: per client address, and a back-off per account across
 * all addresses (OWASP's "device cookies"): a browser that signed in to the account before counts its
 * failures on its own, so guessing from elsewhere cannot lock the customer out of their own browser.
 */
export function loginLimiter(store: CounterStore, limits: LoginLimits) {
  const scopeKey = ({ username, device }: LoginScope) => accountKey(username) + (device ? `:device:${device}` : "");
  const failuresKey = (scope: LoginScope) => `login:fail:${scopeKey(scope)}`;
  const waitKey = (scope: LoginScope) => `login:wait:${scopeKey(scope)}`;
  return {
    /** Counts one sign-in POST from this client; a refusal when it is over the per-minute limit. */
    async attempt(clientIp: string): Promise<LoginRefusal | null> {
      const key = `login:ip:${clientIp}`;
      if ((await store.hit(key, LOGIN_IP_WINDOW_MS)) <= limits.perIpPerMinute) return null;
      return refusal(await store.remainingMs(key));
    },
    /**
     * A refusal while this scope must wait before its next try. Past the free failures, one try per
     * wait however many arrive at once: the first to open the wait's window goes, the rest are refused.
     */
    async backoff(scope: LoginScope): Promise<LoginRefusal | null> {
      const wait = loginBackoffMs(await store.count(failuresKey(scope)));
      if (wait === 0 || (await store.hit(waitKey(scope), wait)) === 1) return null;
      return refusal(await store.remainingMs(waitKey(scope)));
    },
    /** A wrong password: the wait before the next try starts now. */
    async recordFailure(scope: LoginScope): Promise<void> {
      const wait = loginBackoffMs(await store.hit(failuresKey(scope), LOGIN_FAILURE_WINDOW_MS));
      if (wait === 0) return;
      await store.reset(waitKey(scope));
      await store.hit(waitKey(scope), wait);
    },
    async recordSuccess(scope: LoginScope): Promise<void> {
      await Promise.all([store.reset(failuresKey(scope)), store.reset(waitKey(scope))]);
    },
  };
}

export type LoginLimiter = ReturnType<typeof loginLimiter>;

/** The shop's sign-in limiter (limits from the environment). */
export function shopLoginLimiter(): LoginLimiter {
  return loginLimiter(counterStore(), { perIpPerMinute: getEnv().LOGIN_RATE_LIMIT_PER_MINUTE });
}
