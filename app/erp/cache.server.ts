// The in-process cache of PUBLIC ERP data (menu, promo tabs, home, footer, pages, blog, and the
// guest's catalogue answers, which carry no prices): bounded, with a time to live, served stale
// while one background refresh runs (stale-while-revalidate), and served stale when the ERP fails
// (stale-if-error), so the shell still renders while the ERP is down. Never customer data: the
// callers in app/erp decide what is public, and every key carries the language.
import { LRUCache } from "lru-cache";
import { getEnv } from "~/platform/env.server";
import { publicCacheLookups } from "~/platform/metrics.server";

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
}

interface Entry {
  value: unknown;
  storedAt: number;
}

type Load = () => Promise<unknown>;

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
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context(), storedAt: this.now() }),
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
      context: load,
      allowStale: staleFor <= this.options.staleWhileRevalidateMs,
      allowStaleOnFetchRejection: staleFor <= this.options.staleIfErrorMs,
    });
    return entry.value as T;
  }
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
          });
  }
  return shared;
}

/** Drops the shared cache (tests, or after the ERP's URLs change). */
export function resetPublicCache(): void {
  shared = undefined;
}
