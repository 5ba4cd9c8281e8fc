// The in-process cache of PUBLIC ERP data (menu, promo tabs, home, footer, pages, blog, and the
// guest's catalogue answers, which carry no prices): bounded, with a time to live, served stale
// while one background refresh runs (stale-while-revalidate), and served stale when the ERP fails
// (stale-if-error), so the shell still renders while the ERP is down. Never customer data: the
// callers in app/erp decide what is public, and every key carries the language.
// With REDIS_URL, a second level is shared by every replica: a replica that misses asks Redis before
// the ERP, so N replicas do not multiply the ERP's load, and one replica's copy answers for another
// when the ERP fails. Redis trouble is only a miss: the page never waits on it for more than a second.
import crypto from "node:crypto";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { publicCacheLookups } from "~/platform/metrics.server";
import { sharedRedis } from "~/platform/redis.server";

/** An answer as the shared level keeps it: `storedAt` is wall-clock time (epoch ms), the same on every replica. */
export interface SharedEntry {
  value: unknown;
  storedAt: number;
}

/** The level shared by the replicas (Redis in production, a Map in tests). */
export interface SharedCache {
  read(key: string): Promise<SharedEntry | null>;
  /** Keeps the entry for `keepMs`. */
  write(key: string, entry: SharedEntry, keepMs: number): Promise<void>;
}

export interface PublicCacheOptions {
  /** How many answers to keep. */
  max: number;
  /** How long an answer is fresh, in ms. */
  ttlMs: number;
  /** How long past freshness an answer is served at once while it refreshes in the background. */
  staleWhileRevalidateMs: number;
  /** How long past freshness an answer is served when the refresh fails. */
  staleIfErrorMs: number;
  /** The clock in ms (tests pin it); defaults to performance.now. */
  now?: () => number;
  /** The level shared by the replicas, if any. */
  shared?: SharedCache;
  /** The wall clock of the shared level's timestamps (tests pin it); defaults to Date.now. */
  wallClock?: () => number;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

type Load = () => Promise<Entry & { ttlMs?: number }>;

/** hit: fresh; stale: served stale while one refresh runs; expired: the refresh is awaited; miss: never loaded. */
export function cacheOutcome(missing: boolean, staleForMs: number, staleWhileRevalidateMs: number): "hit" | "miss" | "stale" | "expired" {
  if (missing) return "miss";
  if (staleForMs <= 0) return "hit";
  return staleForMs <= staleWhileRevalidateMs ? "stale" : "expired";
}

export class PublicCache {
  private readonly lru: LRUCache<string, Entry, Load>;
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.now = options.now ?? (() => performance.now());
    this.lru = new LRUCache<string, Entry, Load>({
      max: options.max,
      ttl: options.ttlMs,
      perf: { now: this.now },
      ttlResolution: 0,
      // An expired entry stays until a refresh replaces it or the LRU evicts it.
      noDeleteOnStaleGet: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (_key, _stale, { context, options }) => {
        const { ttlMs, ...entry } = await context();
        // An answer another replica stored a while ago is fresh only for what is left of its life.
        if (ttlMs !== undefined) options.ttl = ttlMs;
        return entry;
      },
    });
  }

  /**
   * The cached answer of `key`, loading it with `load` when missing. Concurrent misses share one
   * load. Within the stale-while-revalidate window an expired answer is returned at once and
   * refreshed once in the background; later, the refresh is awaited and its failure answered with
   * the stale copy while within the stale-if-error window; past that the failure is thrown.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const last = this.lru.peek(key, { allowStale: true });
    const staleFor = last === undefined ? Infinity : this.now() - last.storedAt - this.options.ttlMs;
    publicCacheLookups.inc({ outcome: cacheOutcome(last === undefined, staleFor, this.options.staleWhileRevalidateMs) });
    const entry = await this.lru.forceFetch(key, {
      context: () => this.loadShared(key, load),
      allowStale: staleFor <= this.options.staleWhileRevalidateMs,
      allowStaleOnFetchRejection: staleFor <= this.options.staleIfErrorMs,
    });
    return entry.value as T;
  }

  /**
   * The answer kept under `key`, fresh or stale, without loading, refreshing or counting a lookup;
   * undefined when there is none (or only a first load in flight). For guesses, never for pages.
   */
  peek<T>(key: string): T | undefined {
    return this.lru.peek(key, { allowStale: true })?.value as T | undefined;
  }

  /** The shared level's copy while fresh, else the ERP's answer (then shared); a failed load falls back on the shared copy within stale-if-error. */
  private async loadShared(key: string, load: () => Promise<unknown>): Promise<Entry & { ttlMs?: number }> {
    const shared = this.options.shared;
    if (!shared) return { value: await load(), storedAt: this.now() };
    const wallClock = this.options.wallClock ?? Date.now;
    const copy = await shared.read(key).catch((error: unknown) => {
      log("warn", "shared public cache unavailable", { error: error instanceof Error ? error.message : String(error) });
      return null;
    });
    const age = copy ? Math.max(0, wallClock() - copy.storedAt) : Infinity;
    const fromCopy = () => ({ value: copy!.value, storedAt: this.now() - age, ttlMs: Math.max(1, this.options.ttlMs - age) });
    if (age < this.options.ttlMs) {
      publicCacheLookups.inc({ outcome: "shared_hit" });
      return fromCopy();
    }
    try {
      const value = await load();
      void shared.write(key, { value, storedAt: wallClock() }, this.options.ttlMs + this.options.staleIfErrorMs).catch(() => undefined);
      return { value, storedAt: this.now() };
    } catch (error) {
      if (age - this.options.ttlMs <= this.options.staleIfErrorMs) return fromCopy();
      throw error;
    }
  }
}

const SHARED_KEY_PREFIX = "storefront:public:";

/** The shared level in Redis: one JSON string per answer, under a hash of the cache key (keys hold request bodies). */
export function redisSharedCache(redis: Redis): SharedCache {
  const keyOf = (key: string) => SHARED_KEY_PREFIX + crypto.createHash("sha256").update(key).digest("base64url");
  return {
    async read(key) {
      const text = await redis.get(keyOf(key));
      return text === null ? null : (JSON.parse(text) as SharedEntry);
    },
    async write(key, entry, keepMs) {
      await redis.set(keyOf(key), JSON.stringify(entry), "PX", keepMs);
    },
  };
}

const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 2_000;

let shared: PublicCache | null | undefined;

/** The process-wide public cache, or null when ERP_CACHE_TTL_MS is 0 (caching off). */
export function publicCache(): PublicCache | null {
  if (shared === undefined) {
    const ttlMs = getEnv().ERP_CACHE_TTL_MS;
    shared =
      ttlMs === 0
        ? null
        : new PublicCache({
            max: MAX_ENTRIES,
            ttlMs,
            staleWhileRevalidateMs: ttlMs,
            staleIfErrorMs: STALE_IF_ERROR_MS,
            shared: sharedOrNothing(),
          });
  }
  return shared;
}

function sharedOrNothing(): SharedCache | undefined {
  const redis = sharedRedis();
  return redis ? redisSharedCache(redis) : undefined;
}

/** Drops the shared cache (tests, or after the ERP's URLs change). */
export function resetPublicCache(): void {
  shared = undefined;
}
