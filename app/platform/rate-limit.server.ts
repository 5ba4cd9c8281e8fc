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
  /**
   * In one atomic step, unless `hold.key` is held: counts one hit on `key` (as `hit` does), and holds
   * `hold.key` for `hold.msByCount[count - 1]` (the last entry for any higher count; 0: not held).
   * Answers the count, or null, counting nothing, while `hold.key` is held.
   */
  hitUnlessHeld(key: string, windowMs: number, hold: Hold): Promise<number | null>;
  /** Takes back one hit on `key` (never below 0), keeping its window. */
  unhit(key: string): Promise<void>;
  /** Milliseconds until the current window of `key` ends (0 when it has none). */
  remainingMs(key: string): Promise<number>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
}

export interface Hold {
  key: string;
  msByCount: readonly number[];
}

/** The hold that follows the `count`-th hit. */
const holdMsAfter = (hold: Hold, count: number) => hold.msByCount[Math.min(count, hold.msByCount.length) - 1] ?? 0;

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
  const hit = (key: string, windowMs: number) => {
    const window = current(key) ?? { count: 0, resetAt: now() + windowMs };
    window.count += 1;
    windows.set(key, window);
    return window.count;
  };
  return {
    async hit(key, windowMs) {
      return hit(key, windowMs);
    },
    async hitUnlessHeld(key, windowMs, hold) {
      // Synchronous from the check to the hold: no other request runs in between.
      if (current(hold.key)) return null;
      const count = hit(key, windowMs);
      const holdMs = holdMsAfter(hold, count);
      if (holdMs > 0) windows.set(hold.key, { count: 1, resetAt: now() + holdMs });
      return count;
    },
    async unhit(key) {
      const window = current(key);
      if (window) window.count = Math.max(0, window.count - 1);
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

// KEYS: the counter, the hold. ARGV: the counter's window, then the hold after each count (ms).
const HIT_UNLESS_HELD = `
if redis.call("EXISTS", KEYS[2]) == 1 then return false end
redis.call("SET", KEYS[1], "0", "PX", ARGV[1], "NX")
local count = redis.call("INCR", KEYS[1])
local holdMs = tonumber(ARGV[math.min(count, #ARGV - 1) + 1])
if holdMs > 0 then redis.call("SET", KEYS[2], "1", "PX", holdMs) end
return count`;
// DECR keeps the key's expiry; a key that is gone (or at 0) stays so.
const UNHIT = `
local count = tonumber(redis.call("GET", KEYS[1]))
if count and count > 0 then redis.call("DECR", KEYS[1]) end`;

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
    async hitUnlessHeld(key, windowMs, hold) {
      // A script runs atomically: no other client's command runs between the check and the hold.
      const count = await redis.eval(HIT_UNLESS_HELD, 2, prefix + key, prefix + hold.key, windowMs, ...hold.msByCount);
      return count === null ? null : Number(count);
    },
    async unhit(key) {
      await redis.eval(UNHIT, 1, prefix + key);
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
    hitUnlessHeld: (key, windowMs, hold) =>
      store.hitUnlessHeld(key, windowMs, hold).catch(fallBack(() => fallback.hitUnlessHeld(key, windowMs, hold))),
    unhit: (key) => store.unhit(key).catch(fallBack(() => fallback.unhit(key))),
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

/** The wait after each failure, from the first to the one where it stops growing. */
const LOGIN_WAITS_MS = Array.from({ length: 10 }, (_, index) => loginBackoffMs(index + 1));

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
     * Reserves this sign-in's try before the ERP is asked: it counts as a failure at once, and starts
     * the wait a failure would, until the ERP accepts it (`recordSuccess`) or gives no verdict
     * (`release`). So however many tries arrive at once, the free failures let that many through, and
     * past them one try per wait: the first to find no wait running goes, the rest are refused.
     */
    async reserve(scope: LoginScope): Promise<LoginRefusal | null> {
      const tries = await store.hitUnlessHeld(failuresKey(scope), LOGIN_FAILURE_WINDOW_MS, { key: waitKey(scope), msByCount: LOGIN_WAITS_MS });
      return tries === null ? refusal(await store.remainingMs(waitKey(scope))) : null;
    },
    /** The ERP gave no verdict on a reserved try (unreachable, failing): it is not a failure, and nothing waits for it. */
    async release(scope: LoginScope): Promise<void> {
      await Promise.all([store.unhit(failuresKey(scope)), store.reset(waitKey(scope))]);
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
