import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRedis, startRedis, type TestRedis } from "../../tests/support/redis";
import { loadEnv } from "./env.server";
import {
  counterStore,
  loginBackoffMs,
  loginLimiter,
  memoryCounterStore,
  redisCounterStore,
  withFallback,
  type CounterStore,
} from "./rate-limit.server";

describe("memoryCounterStore", () => {
  it("counts hits in a window that starts at the first hit and then expires", async () => {
    let now = 1_000;
    const store = memoryCounterStore(() => now);
    expect(await store.hit("a", 60_000)).toBe(1);
    now += 30_000;
    expect(await store.hit("a", 60_000)).toBe(2);
    expect(await store.remainingMs("a")).toBe(30_000);
    now += 30_001;
    expect(await store.remainingMs("a")).toBe(0);
    expect(await store.hit("a", 60_000)).toBe(1);
  });

  it("stays bounded: the least recently used keys are dropped", async () => {
    const store = memoryCounterStore(Date.now, 3);
    for (const key of ["a", "b", "c", "d"]) await store.hit(key, 60_000);
    expect(await store.remainingMs("a")).toBe(0);
    expect(await store.remainingMs("d")).toBeGreaterThan(0);
  });
});

describe("loginBackoffMs", () => {
  it("lets four failures pass, then waits 1, 2, 4, 8 and at most 15 minutes", () => {
    expect([1, 2, 3, 4].map(loginBackoffMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 20].map((n) => loginBackoffMs(n) / 60_000)).toEqual([1, 2, 4, 8, 15, 15]);
  });
});

const CUSTOMER = "203.0.113.7";
const OTHER_CLIENT = "198.51.100.9";

function limiterBehaviour(makeStore: () => CounterStore) {
  it("allows 10 sign-in posts a minute per client, then refuses with the wait; other clients are not affected", async () => {
    const limiter = loginLimiter(makeStore(), { perIpPerMinute: 10 });
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await limiter.attempt(CUSTOMER));
    expect(results.slice(0, 10)).toEqual(Array(10).fill(null));
    for (const refused of results.slice(10)) {
      expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await limiter.attempt(OTHER_CLIENT)).toBeNull();
  });

  it("backs off an account after 5 failed tries from any addresses (any spelling), one try per wait", async () => {
    const limiter = loginLimiter(makeStore(), { perIpPerMinute: 10 });
    const account = { username: "Someone@Shop.example" };
    for (let i = 0; i < 4; i++) expect(await limiter.reserve(account)).toBeNull();
    expect(await limiter.reserve({ username: " someone@shop.example " })).toBeNull();
    const waiting = await limiter.reserve({ username: "SOMEONE@shop.example" });
    expect(waiting?.retryAfterSeconds).toBeGreaterThan(50);
    expect(waiting?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.reserve({ username: "other@shop.example" })).toBeNull();
    await limiter.recordSuccess(account);
    expect(await limiter.reserve(account)).toBeNull();
  });

  it("reserves each try before the ERP answers: of 40 sent at once, 5 go", async () => {
    const limiter = loginLimiter(makeStore(), { perIpPerMinute: 10 });
    const tries = await Promise.all(Array.from({ length: 40 }, () => limiter.reserve({ username: "someone@shop.example" })));
    expect(tries.filter((refused) => refused === null)).toHaveLength(5);
  });

  it("gives a try back when the ERP gave no verdict: it is not a failure and starts no wait", async () => {
    const limiter = loginLimiter(makeStore(), { perIpPerMinute: 10 });
    const account = { username: "someone@shop.example" };
    for (let i = 0; i < 5; i++) expect(await limiter.reserve(account)).toBeNull();
    await limiter.release(account);
    expect(await limiter.reserve(account)).toBeNull();
    expect(await limiter.reserve(account)).not.toBeNull();
  });

  it("never holds back a browser that signed in to the account before: it counts its own failures", async () => {
    const limiter = loginLimiter(makeStore(), { perIpPerMinute: 10 });
    for (let i = 0; i < 8; i++) await limiter.reserve({ username: "someone@shop.example" });
    expect(await limiter.reserve({ username: "someone@shop.example" })).not.toBeNull();
    const customer = { username: "someone@shop.example", device: "nonce-of-the-customers-browser" };
    for (let i = 0; i < 5; i++) expect(await limiter.reserve(customer)).toBeNull();
    expect(await limiter.reserve(customer)).not.toBeNull();
    expect(await limiter.reserve({ ...customer, device: "another-browser-nonce" })).toBeNull();
  });
}

describe("one try per wait", () => {
  it("lets one try through when a wait ends, however many arrive at once, and then waits twice as long", async () => {
    let now = 1_000_000;
    const limiter = loginLimiter(
      memoryCounterStore(() => now),
      { perIpPerMinute: 10 },
    );
    const account = { username: "someone@shop.example" };
    for (let i = 0; i < 5; i++) await limiter.reserve(account);
    now += 61_000;
    const tries = await Promise.all(Array.from({ length: 8 }, () => limiter.reserve(account)));
    expect(tries.filter((refused) => refused === null)).toHaveLength(1);
    now += 61_000;
    expect((await limiter.reserve(account))?.retryAfterSeconds).toBe(59);
  });
});

describe("withFallback", () => {
  it("counts in memory while the store is down, never lifting the limits", async () => {
    const down = () => Promise.reject(new Error("down"));
    const broken: CounterStore = { hit: down, hitUnlessHeld: down, unhit: down, remainingMs: down, reset: down };
    const limiter = loginLimiter(withFallback(broken, memoryCounterStore()), { perIpPerMinute: 10 });
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await limiter.attempt(CUSTOMER));
    expect(results.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(results[10]?.retryAfterSeconds).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await limiter.reserve({ username: "someone@shop.example" });
    expect(await limiter.reserve({ username: "someone@shop.example" })).not.toBeNull();
  });
});

describe("loginLimiter over memory", () => {
  limiterBehaviour(() => memoryCounterStore());
  it("keys accounts by a hash, not the e-mail address", async () => {
    const keys: string[] = [];
    const memory = memoryCounterStore();
    const spy: CounterStore = {
      ...memory,
      hitUnlessHeld: async (key, windowMs, hold) => (keys.push(key, hold.key), memory.hitUnlessHeld(key, windowMs, hold)),
    };
    await loginLimiter(spy, { perIpPerMinute: 10 }).reserve({ username: "a@b.example" });
    expect(keys.join()).not.toContain("b.example");
  });
});

describe.skipIf(!hasRedis)("redisCounterStore (real redis-server)", () => {
  let server: TestRedis;
  let redis: Redis;
  let prefix = 0;

  beforeAll(async () => {
    server = await startRedis();
    redis = server.redis;
  });

  afterAll(async () => {
    await server?.stop();
  });

  const store = () => redisCounterStore(redis, `test${++prefix}:`);

  limiterBehaviour(store);

  it("sets the window's expiry once, at the first hit (INCR keeps it)", async () => {
    const counters = store();
    expect(await counters.hit("k", 5_000)).toBe(1);
    const first = await redis.pttl(`test${prefix}:k`);
    expect(first).toBeGreaterThan(4_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counters.hit("k", 5_000)).toBe(2);
    expect(await redis.pttl(`test${prefix}:k`)).toBeLessThan(first);
  });

  it("starts a new window when the old one expired", async () => {
    const counters = store();
    await counters.hit("short", 100);
    await counters.hit("short", 100);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await counters.remainingMs("short")).toBe(0);
    expect(await counters.hit("short", 100)).toBe(1);
  });

  it("is the shop's store when REDIS_URL is set", async () => {
    loadEnv({
      ERP_API_URL: "http://erp.invalid",
      ERP_HUB_URL: "http://erp.invalid/hub",
      CMS_URL: "http://erp.invalid/cms",
      ERP_APP_TOKEN: "x".repeat(16),
      REDIS_URL: server.url,
    });
    const key = `wiring-${Date.now()}`;
    await counterStore().hit(key, 60_000);
    await counterStore().hit(key, 60_000);
    expect(await redis.get(`rl:${key}`)).toBe("2");
  });

  it("two replicas (two connections) share the counters", async () => {
    const other = redis.duplicate();
    const name = `shared${++prefix}:`;
    await redisCounterStore(redis, name).hit("ip", 60_000);
    expect(await redisCounterStore(other, name).hit("ip", 60_000)).toBe(2);
    await other.quit();
  });
});
