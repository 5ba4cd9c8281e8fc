// Per-request memoisation, the shared cache for public reads, and where the context comes from.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/platform/env.server";
import { resetPublicCache } from "./cache.server";
import { clientContext, createLink, customerCodeContext, type CallSpec } from "./link.server";
import { closeErpTransport } from "./transport.server";
import type { CustomerContext } from "./types";
import { erpEnv } from "../../tests/support/processes";

let server: Server;
const bodies: unknown[] = [];
let delayMs = 0;
/** Answers sent on a connection the client had not cut. */
let answered = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      bodies.push(body === "" ? null : JSON.parse(body));
      setTimeout(() => {
        if (!response.destroyed) answered += 1;
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: { count: bodies.length } }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  loadEnv({ ...process.env, NODE_ENV: "test", ...erpEnv(base, "link-test-token-1"), ERP_CACHE_TTL_MS: "60000" });
});

afterAll(async () => {
  await closeErpTransport();
  resetPublicCache();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  bodies.length = 0;
  delayMs = 0;
  answered = 0;
  resetPublicCache();
});

const customer: CustomerContext = { token: "t", clientId: "10001", addressCode: "2", cartId: 7 };

const spec = (body: Record<string, unknown>): CallSpec => ({
  upstream: "api",
  area: "api",
  method: "POST",
  path: "/api/method/x",
  body,
});

const count = (payload: unknown) => (payload as { count: number }).count;

describe("createLink", () => {
  it("runs the same read once per request, and different arguments separately", async () => {
    const link = createLink({ lang: "it", customer: null });
    const [a, b] = await Promise.all([link.read(spec({ q: 1 }), count), link.read(spec({ q: 1 }), count)]);
    expect(a).toBe(b);
    await link.read(spec({ q: 2 }), count);
    expect(bodies).toEqual([{ q: 1 }, { q: 2 }]);
  });

  it("does not memoise across requests unless the read is shared", async () => {
    await createLink({ lang: "it", customer: null }).read(spec({ q: 1 }), count);
    await createLink({ lang: "it", customer: null }).read(spec({ q: 1 }), count);
    expect(bodies).toHaveLength(2);
  });

  it("forgets the request's reads after a write", async () => {
    const link = createLink({ lang: "it", customer });
    await link.read(spec({ q: 1 }), count);
    await link.write(spec({ w: 1 }), count);
    await link.read(spec({ q: 1 }), count);
    expect(bodies).toEqual([{ q: 1 }, { w: 1 }, { q: 1 }]);
  });

  it("shares public reads across requests, per language", async () => {
    await createLink({ lang: "it", customer: null }).read(spec({ q: 1 }), count, { shared: true });
    await createLink({ lang: "it", customer: null }).read(spec({ q: 1 }), count, { shared: true });
    await createLink({ lang: "en", customer: null }).read(spec({ q: 1 }), count, { shared: true });
    expect(bodies).toHaveLength(2);
  });

  it("peeks at a shared read's copy in the same language without calling the ERP", async () => {
    expect(createLink({ lang: "it", customer }).peekShared(spec({ q: 1 }))).toBeUndefined();
    await createLink({ lang: "it", customer: null }).read(spec({ q: 1 }), count, { shared: true });
    expect(createLink({ lang: "it", customer }).peekShared(spec({ q: 1 }))).toBe(1);
    expect(createLink({ lang: "en", customer }).peekShared(spec({ q: 1 }))).toBeUndefined();
    expect(createLink({ lang: "it", customer }).peekShared(spec({ q: 2 }))).toBeUndefined();
    expect(bodies).toHaveLength(1);
  });

  it("keeps a shared load running when the request that started it goes away", async () => {
    delayMs = 100;
    const controller = new AbortController();
    const first = createLink({ lang: "it", customer: null, signal: controller.signal }).read(spec({ q: 1 }), count, {
      shared: true,
    });
    const second = createLink({ lang: "it", customer: null }).read(spec({ q: 1 }), count, { shared: true });
    controller.abort(new Error("gone"));
    await expect(first).rejects.toThrow("gone");
    expect(await second).toBe(1);
    expect(bodies).toHaveLength(1);
  });
});

describe("a write with a time to stop waiting", () => {
  it("stops waiting then, with its outcome unknown, and lets the write finish without cutting it", async () => {
    delayMs = 300;
    const link = createLink({ lang: "it", customer, writeWaitUntil: Date.now() + 50 });
    await expect(link.write(spec({ add: 1 }), count)).rejects.toMatchObject({ kind: "timeout", outcomeUnknown: true, write: true });
    await expect.poll(() => answered, { timeout: 5_000 }).toBe(1);
    expect(bodies).toHaveLength(1);
  });
});

describe("contexts", () => {
  it("is the guest's 0/0/0 without a customer", () => {
    expect(clientContext(null)).toEqual({ client_id: 0, address_code: 0, id_cart: 0, username: "", ext_call: true });
    expect(customerCodeContext(null)).toEqual({
      customer_code: 0,
      address_code: 0,
      id_cart: 0,
      username: "",
      ext_call: true,
    });
  });

  it("comes from the session's customer", () => {
    expect(clientContext({ ...customer, username: "u@example.com" })).toEqual({
      client_id: "10001",
      address_code: "2",
      id_cart: 7,
      username: "u@example.com",
      ext_call: true,
    });
    expect(customerCodeContext(customer)).toMatchObject({ customer_code: "10001", address_code: "2", id_cart: 7 });
    expect(clientContext(customer)).not.toHaveProperty("agent_code");
  });

  it("names the sales agent acting for the customer", () => {
    const acting: CustomerContext = { ...customer, token: "agent-token", agentCode: "AG01" };
    expect(clientContext(acting)).toMatchObject({ client_id: "10001", address_code: "2", agent_code: "AG01" });
    expect(customerCodeContext(acting)).toMatchObject({ customer_code: "10001", address_code: "2", agent_code: "AG01" });
  });
});
