import { describe, expect, it, vi } from "vitest";
import { cacheOutcome, PublicCache } from "./cache.server";

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
