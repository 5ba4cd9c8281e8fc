// Fixed-window counters for rate limits (sign-in). In memory by default (bounded, expiring); in Redis
// when REDIS_URL is set, so every replica of the shop counts the same attempts.
import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/platform/env.server";
import { log } from "~/platform/log.server";

export interface CounterStore {
  /** Counts one hit on `key`; the number of hits in the current window (which starts at the first hit). */
  hit(key: string, windowMs: number): Promise<number>;
  /** Hits counted on `key` in its current window (0 when none). */
  count(key: string): Promise<number>;
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
    count: (key) => store.count(key).catch(warn),
    reset: (key) => store.reset(key).catch(() => undefined),
  };
}

/** Commands wait for the connection at most a second (then fail open); it reconnects in the background. */
function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 2_000 });
  redis.on("error", (error: Error) => log("warn", "Redis connection error", { error: error.message }));
  return redis;
}

let shared: CounterStore | undefined;

/** The process's counter store: Redis when REDIS_URL is set, else memory. */
export function counterStore(): CounterStore {
  if (!shared) {
    const { REDIS_URL } = getEnv();
    shared = REDIS_URL ? failOpen(redisCounterStore(connectRedis(REDIS_URL))) : memoryCounterStore();
  }
  return shared;
}

export const LOGIN_IP_WINDOW_MS = 60_000;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60_000;
/** Failed sign-ins per account per hour before the account's sign-in is paused. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 8;

/** The key of an account: the normalised username, hashed (no e-mail addresses in Redis). */
export function accountKey(username: string): string {
  const normalised = username.trim().toLowerCase();
  return `login:account:${createHash("sha256").update(normalised).digest("hex").slice(0, 32)}`;
}

export function ipKey(clientIp: string): string {
  return `login:ip:${clientIp}`;
}

export interface LoginLimits {
  perIpPerMinute: number;
  failuresPerAccountPerHour: number;
}

/** Sign-in rate limits over a counter store. */
export function loginLimiter(store: CounterStore, limits: LoginLimits) {
  return {
    /** Counts one sign-in POST from this client; false when it is over the per-minute limit. */
    async allowAttempt(clientIp: string): Promise<boolean> {
      return (await store.hit(ipKey(clientIp), LOGIN_IP_WINDOW_MS)) <= limits.perIpPerMinute;
    },
    /** Whether this account may still try (failed attempts in the last hour below the cap). */
    async accountOpen(username: string): Promise<boolean> {
      return (await store.count(accountKey(username))) < limits.failuresPerAccountPerHour;
    },
    async recordFailure(username: string): Promise<void> {
      await store.hit(accountKey(username), LOGIN_ACCOUNT_WINDOW_MS);
    },
    async recordSuccess(username: string): Promise<void> {
      await store.reset(accountKey(username));
    },
  };
}

export type LoginLimiter = ReturnType<typeof loginLimiter>;

/** The shop's sign-in limiter (limits from the environment). */
export function shopLoginLimiter(): LoginLimiter {
  return loginLimiter(counterStore(), {
    perIpPerMinute: getEnv().LOGIN_RATE_LIMIT_PER_MINUTE,
    failuresPerAccountPerHour: LOGIN_MAX_FAILURES_PER_ACCOUNT,
  });
}
