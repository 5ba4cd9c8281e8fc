import { describe, expect, it, vi } from "vitest";
import { cacheOutcome, PublicCache, type SharedCache, type SharedEntry } from "./cache.server";

function setup() {
  let now = 1_000_000; // lru-cache treats a start time of 0 as "no TTL"
  const cache = new PublicCache({
    max: 10,
    ttlMs: 1_000,
    staleWhileRevalidateMs: 1_000,
    staleIfErrorMs: 10_000,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

/** A load whose calls can be settled one by one. */
function controlledLoad() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("PublicCache", () => {
  it("loads a miss once, even for concurrent callers, and serves it while fresh", async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => "menu v1");
    const [a, b] = await Promise.all([cache.get("it menu", load), cache.get("it menu", load)]);
    expect([a, b]).toEqual(["menu v1", "menu v1"]);
    advance(999);
    expect(await cache.get("it menu", load)).toBe("menu v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart (the language is part of the key)", async () => {
    const { cache } = setup();
    expect(await cache.get("it menu", async () => "Ferramenta")).toBe("Ferramenta");
    expect(await cache.get("en menu", async () => "Hardware")).toBe("Hardware");
    expect(await cache.get("it menu", async () => "other")).toBe("Ferramenta");
  });

  it("does not keep a failed first load", async () => {
    const { cache } = setup();
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("serves a stale answer at once and refreshes it once in the background", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "v1");
    advance(1_500);
    const { load, pending } = controlledLoad();
    expect(await cache.get("k", load)).toBe("v1");
    expect(await cache.get("k", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve("v2");
    await tick();
    expect(await cache.get("k", load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the stale answer when the background refresh fails", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "v1");
    advance(1_500);
    const { load, pending } = controlledLoad();
    expect(await cache.get("k", load)).toBe("v1");
    pending[0]!.reject(new Error("ERP down"));
    await tick();
    expect(await cache.get("k", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("past the revalidate window, waits for the refresh", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "v1");
    advance(5_000);
    expect(await cache.get("k", async () => "v2")).toBe("v2");
  });

  it("past the revalidate window, answers a failed refresh with the stale copy (stale-if-error)", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "v1");
    advance(5_000);
    expect(await cache.get("k", async () => Promise.reject(new Error("ERP down")))).toBe("v1");
  });

  it("peeks at a kept answer, fresh or stale, without loading or refreshing it", async () => {
    const { cache, advance } = setup();
    const { load, pending } = controlledLoad();
    expect(cache.peek("k")).toBeUndefined();
    void cache.get("k", load);
    expect(cache.peek("k")).toBeUndefined(); // a first load in flight is not an answer yet
    pending[0]!.resolve("v1");
    await tick();
    expect(cache.peek("k")).toBe("v1");
    advance(5_000);
    expect(cache.peek("k")).toBe("v1");
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("past the stale-if-error window, throws the failure", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "v1");
    advance(11_500);
    await expect(cache.get("k", async () => Promise.reject(new Error("ERP down")))).rejects.toThrow("ERP down");
  });
});

describe("cacheOutcome", () => {
  it("tells a hit, a miss, a stale serve and an awaited refresh apart", () => {
    expect(cacheOutcome(true, Infinity, 60_000)).toBe("miss");
    expect(cacheOutcome(false, -5, 60_000)).toBe("hit");
    expect(cacheOutcome(false, 0, 60_000)).toBe("hit");
    expect(cacheOutcome(false, 30_000, 60_000)).toBe("stale");
    expect(cacheOutcome(false, 90_000, 60_000)).toBe("expired");
  });
});

/** Two replicas' caches over one shared level (a Map standing in for Redis), on one wall clock. */
function replicas() {
  let now = 1_000_000;
  const store = new Map<string, SharedEntry>();
  const shared: SharedCache = {
    read: async (key) => store.get(key) ?? null,
    write: async (key, entry) => void store.set(key, entry),
  };
  const make = () =>
    new PublicCache({ max: 10, ttlMs: 1_000, staleWhileRevalidateMs: 1_000, staleIfErrorMs: 10_000, now: () => now, wallClock: () => now, shared });
  return { a: make(), b: make(), store, advance: (ms: number) => (now += ms) };
}

describe("PublicCache with a level shared by replicas", () => {
  it("loads once for all replicas while the shared copy is fresh", async () => {
    const { a, b } = replicas();
    const load = vi.fn(async () => "menu v1");
    expect(await a.get("it menu", load)).toBe("menu v1");
    await tick();
    expect(await b.get("it menu", load)).toBe("menu v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps another replica's copy only for what is left of its life", async () => {
    const { a, b, advance } = replicas();
    await a.get("k", async () => "v1");
    await tick();
    advance(800);
    expect(await b.get("k", async () => "v2")).toBe("v1");
    advance(300); // 1,100 ms after the ERP answered: stale for b too, refreshed in the background
    const load = vi.fn(async () => "v2");
    expect(await b.get("k", load)).toBe("v1");
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await b.get("k", load)).toBe("v2");
  });

  it("answers a failed load with another replica's copy within stale-if-error", async () => {
    const { a, b, advance } = replicas();
    await a.get("k", async () => "v1");
    await tick();
    advance(5_000);
    expect(await b.get("k", async () => Promise.reject(new Error("ERP down")))).toBe("v1");
  });

  it("goes to the ERP when the shared level fails", async () => {
    const cache = new PublicCache({
      max: 10,
      ttlMs: 1_000,
      staleWhileRevalidateMs: 1_000,
      staleIfErrorMs: 10_000,
      now: () => 1_000_000,
      shared: { read: async () => Promise.reject(new Error("Redis down")), write: async () => Promise.reject(new Error("Redis down")) },
    });
    expect(await cache.get("k", async () => "from the ERP")).toBe("from the ERP");
  });
});
