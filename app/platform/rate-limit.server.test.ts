import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";
import {
  accountKey,
  counterStore,
  failOpen,
  loginLimiter,
  memoryCounterStore,
  redisCounterStore,
  type CounterStore,
} from "./rate-limit.server";

describe("memoryCounterStore", () => {
  it("counts hits in a window that starts at the first hit and then expires", async () => {
    let now = 1_000;
    const store = memoryCounterStore(() => now);
    expect(await store.hit("a", 60_000)).toBe(1);
    now += 30_000;
    expect(await store.hit("a", 60_000)).toBe(2);
    expect(await store.count("a")).toBe(2);
    now += 30_001;
    expect(await store.count("a")).toBe(0);
    expect(await store.hit("a", 60_000)).toBe(1);
  });

  it("stays bounded: the least recently used keys are dropped", async () => {
    const store = memoryCounterStore(Date.now, 3);
    for (const key of ["a", "b", "c", "d"]) await store.hit(key, 60_000);
    expect(await store.count("a")).toBe(0);
    expect(await store.count("d")).toBe(1);
  });
});

function limiterBehaviour(makeStore: () => CounterStore) {
  it("allows 10 sign-in posts a minute per client, then refuses; other clients are not affected", async () => {
    const limiter = loginLimiter(makeStore(), { perIpPerMinute: 10, failuresPerAccountPerHour: 8 });
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await limiter.allowAttempt("203.0.113.7"));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results.slice(10)).toEqual([false, false]);
    expect(await limiter.allowAttempt("203.0.113.8")).toBe(true);
  });

  it("closes an account after 8 failures (any spelling of the username), reopens it after a success", async () => {
    const limiter = loginLimiter(makeStore(), { perIpPerMinute: 10, failuresPerAccountPerHour: 8 });
    for (let i = 0; i < 7; i++) await limiter.recordFailure("Someone@Shop.example");
    expect(await limiter.accountOpen("someone@shop.example")).toBe(true);
    await limiter.recordFailure(" someone@shop.example ");
    expect(await limiter.accountOpen("SOMEONE@shop.example")).toBe(false);
    expect(await limiter.accountOpen("other@shop.example")).toBe(true);
    await limiter.recordSuccess("someone@shop.example");
    expect(await limiter.accountOpen("someone@shop.example")).toBe(true);
  });
}

describe("failOpen", () => {
  it("lifts the limit rather than locking everybody out while the store is down", async () => {
    const broken: CounterStore = {
      hit: () => Promise.reject(new Error("down")),
      count: () => Promise.reject(new Error("down")),
      reset: () => Promise.reject(new Error("down")),
    };
    const store = failOpen(broken);
    expect(await store.hit("k", 1_000)).toBe(0);
    expect(await store.count("k")).toBe(0);
    await expect(store.reset("k")).resolves.toBeUndefined();
  });
});

describe("loginLimiter over memory", () => {
  limiterBehaviour(() => memoryCounterStore());
  it("keys accounts by a hash, not the e-mail address", () => {
    expect(accountKey("A@b.example")).toBe(accountKey(" a@B.example"));
    expect(accountKey("a@b.example")).not.toContain("b.example");
  });
});

// The Redis store against a real redis-server (apt-get install redis-server); skipped without it.
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedis) console.warn("redis-server is not installed: the Redis counter store tests are skipped");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

describe.skipIf(!hasRedis)("redisCounterStore (real redis-server)", () => {
  let server: ChildProcess;
  let redis: Redis;
  let prefix = 0;

  beforeAll(async () => {
    const port = await freePort();
    server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      server.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
      server.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Ready to accept connections")) resolve();
      });
    });
    server.stdout!.resume();
    redis = new Redis({ port, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await redis?.quit();
    server?.kill("SIGTERM");
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
    expect(await counters.count("short")).toBe(0);
    expect(await counters.hit("short", 100)).toBe(1);
  });

  it("is the shop's store when REDIS_URL is set", async () => {
    const { port } = redis.options;
    loadEnv({
      ERP_API_URL: "http://erp.invalid",
      ERP_HUB_URL: "http://erp.invalid/hub",
      CMS_URL: "http://erp.invalid/cms",
      ERP_APP_TOKEN: "x".repeat(16),
      REDIS_URL: `redis://127.0.0.1:${port}`,
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
