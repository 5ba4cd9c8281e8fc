import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasRedis, startRedis, type TestRedis } from "../../tests/support/redis";
import { memorySessionStore, redisSessionStore, type SessionStore } from "./session-store.server";

const IDLE = 1_000;

function storeBehaviour(makeStore: () => SessionStore, wait: (ms: number) => Promise<void>, now: () => number) {
  it("reads what was written, and nothing after it was removed", async () => {
    const store = makeStore();
    await store.write("a", { data: { token: "t" }, expiresAt: now() + 60_000 });
    expect(await store.read("a")).toEqual({ data: { token: "t" }, expiresAt: expect.any(Number) });
    await store.remove("a");
    expect(await store.read("a")).toBeNull();
    expect(await store.read("never-written")).toBeNull();
  });

  it("ends a session left idle, while each read restarts the idle time", async () => {
    const store = makeStore();
    await store.write("b", { data: {}, expiresAt: now() + 60_000 });
    await wait(IDLE * 0.6);
    expect(await store.read("b")).not.toBeNull();
    await wait(IDLE * 0.6);
    expect(await store.read("b")).not.toBeNull();
    await wait(IDLE * 1.2);
    expect(await store.read("b")).toBeNull();
  });

  it("ends a session at its end however busy it is", async () => {
    const store = makeStore();
    await store.write("c", { data: {}, expiresAt: now() + IDLE / 2 });
    await wait(IDLE * 0.6);
    expect(await store.read("c")).toBeNull();
  });
}

describe("memorySessionStore", () => {
  let clock = 1_000_000;
  storeBehaviour(
    () => memorySessionStore(IDLE, () => clock),
    async (ms) => void (clock += ms),
    () => clock,
  );

  it("stays bounded: the least recently used sessions go first", async () => {
    const store = memorySessionStore(IDLE, () => clock, 2);
    for (const id of ["x", "y", "z"]) await store.write(id, { data: {}, expiresAt: clock + 60_000 });
    expect(await store.read("x")).toBeNull();
    expect(await store.read("z")).not.toBeNull();
  });
});

describe.skipIf(!hasRedis)("redisSessionStore (real redis-server)", () => {
  let server: TestRedis;
  let prefix = 0;
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    await server?.stop();
  });

  storeBehaviour(
    () => redisSessionStore(server.redis, IDLE, `test${++prefix}:`),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    Date.now,
  );

  it("two replicas (two connections) share the sessions", async () => {
    const other = server.redis.duplicate();
    await redisSessionStore(server.redis, IDLE, "shared:").write("s", { data: { name: "x" }, expiresAt: Date.now() + 60_000 });
    expect((await redisSessionStore(other, IDLE, "shared:").read("s"))?.data).toEqual({ name: "x" });
    await other.quit();
  });
});
