// The transport against a tiny local HTTP server: headers, timeouts, one retry for reads only,
// cancellation, and the breaker.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/platform/env.server";
import { ErpError } from "./errors";
import { closeErpTransport, send, type TransportRequest } from "./transport.server";

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

let server: Server;
let handler: Handler;
const seen: Array<{ method: string; url: string; headers: IncomingMessage["headers"]; body: string }> = [];
let closedEarly = 0;

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(value));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      response.on("close", () => {
        if (!response.writableFinished) closedEarly += 1;
      });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  loadEnv(envFor(base));
});

let base: string;

function envFor(erpUrl: string) {
  return {
    ...process.env,
    NODE_ENV: "test",
    ERP_API_URL: erpUrl,
    ERP_HUB_URL: `${erpUrl}/hub`,
    CMS_URL: `${erpUrl}/cms`,
    ERP_APP_TOKEN: "transport-test-token",
    ERP_READ_TIMEOUT_MS: "400",
    ERP_WRITE_TIMEOUT_MS: "600",
  };
}

afterAll(async () => {
  await closeErpTransport();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  closedEarly = 0;
});

let areaCount = 0;
/** Each test gets its own breaker area, so breakers do not leak between tests. */
function request(overrides: Partial<TransportRequest> = {}): TransportRequest {
  areaCount += 1;
  return {
    upstream: "api",
    area: `test-${areaCount}`,
    method: "POST",
    path: "/api/method/x",
    body: { a: 1 },
    write: false,
    lang: "en",
    auth: "app-token",
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ErpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ErpError) return error;
    throw error;
  }
  throw new Error("expected an ErpError");
}

describe("send", () => {
  it("sends JSON with the contract's headers and parses the answer", async () => {
    handler = (_request, response) => json(response, 200, { message: "ok" });
    const answer = await send(request());
    expect(answer).toEqual({ status: 200, json: { message: "ok" } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/method/x", body: '{"a":1}' });
    expect(seen[0]!.headers).toMatchObject({
      "content-type": "application/json",
      accept: "application/json",
      "accept-language": "en",
      authorization: "token transport-test-token",
      connection: "keep-alive",
    });
  });

  it("puts the hub's base path and the Bearer token, and a GET's query", async () => {
    handler = (_request, response) => json(response, 200, { status: "success" });
    await send(request({ upstream: "hub", path: "/search/search", auth: { customerToken: "cust-tok" } }));
    await send(request({ upstream: "hub", path: "/search/search", auth: "app-bearer" }));
    await send(request({ upstream: "cms", method: "GET", path: "/b2b-menu-items", query: { route: "a b" }, auth: "none" }));
    expect(seen.map((entry) => [entry.url, entry.headers.authorization])).toEqual([
      ["/hub/search/search", "Bearer cust-tok"],
      ["/hub/search/search", "Bearer transport-test-token"],
      ["/cms/b2b-menu-items?route=a+b", undefined],
    ]);
    expect(seen[2]!.body).toBe("");
  });

  it("names the browser request it serves (X-Request-Id), when there is one", async () => {
    handler = (_request, response) => json(response, 200, { message: "ok" });
    await send(request({ requestId: "lb-7f3a9c21" }));
    await send(request());
    expect(seen.map((entry) => entry.headers["x-request-id"])).toEqual(["lb-7f3a9c21", undefined]);
  });

  it("passes the call's trace context on", async () => {
    handler = (_request, response) => json(response, 200, { message: "ok" });
    const traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    await send(request({ traceHeaders: { traceparent } }));
    expect(seen[0]!.headers.traceparent).toBe(traceparent);
  });

  it("returns error statuses for the envelope to interpret", async () => {
    handler = (_request, response) => json(response, 417, { _server_messages: "[]" });
    expect(await send(request())).toEqual({ status: 417, json: { _server_messages: "[]" } });
  });

  it("reports a truncated 2xx body as malformed", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"message": ');
    };
    expect((await failure(send(request()))).kind).toBe("malformed");
  });

  it("retries a read once on 502/503/504", async () => {
    let calls = 0;
    handler = (_request, response) => (++calls === 1 ? json(response, 503, {}) : json(response, 200, { message: 2 }));
    expect(await send(request())).toEqual({ status: 200, json: { message: 2 } });
    expect(seen).toHaveLength(2);
  });

  it("retries a read only once", async () => {
    handler = (_request, response) => json(response, 502, { status: "error", message: "down" });
    expect(await send(request())).toEqual({ status: 502, json: { status: "error", message: "down" } });
    expect(seen).toHaveLength(2);
  });

  it("does not retry a 500", async () => {
    handler = (_request, response) => json(response, 500, { exc_type: "X" });
    expect((await send(request())).status).toBe(500);
    expect(seen).toHaveLength(1);
  });

  it("retries a read once on a connection reset", async () => {
    let calls = 0;
    handler = (request, response) => (++calls === 1 ? request.socket.destroy() : json(response, 200, { message: "second" }));
    expect(await send(request())).toEqual({ status: 200, json: { message: "second" } });
    expect(seen).toHaveLength(2);
  });

  it("never retries a write", async () => {
    handler = (_request, response) => json(response, 503, {});
    expect((await send(request({ write: true }))).status).toBe(503);
    expect(seen).toHaveLength(1);

    seen.length = 0;
    handler = (request) => request.socket.destroy();
    expect((await failure(send(request({ write: true })))).kind).toBe("network");
    expect(seen).toHaveLength(1);
  });

  it("marks a write that went out without an answer as of unknown outcome, and only such a write", async () => {
    handler = (request) => request.socket.destroy();
    expect(await failure(send(request({ write: true })))).toMatchObject({ kind: "network", outcomeUnknown: true });
    expect(await failure(send(request()))).toMatchObject({ kind: "network", outcomeUnknown: false });

    handler = (_request, response) => setTimeout(() => json(response, 200, { message: "late" }), 1_000);
    expect(await failure(send(request({ write: true })))).toMatchObject({ kind: "timeout", outcomeUnknown: true });

    handler = (_request, response) => json(response, 500, {});
    const shared = request({ write: true });
    for (let i = 0; i < 5; i++) await send(shared);
    expect(await failure(send(shared))).toMatchObject({ kind: "unavailable", outcomeUnknown: false });
  });

  it("knows a write to an ERP it could not connect to was never sent", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    loadEnv(envFor(`http://127.0.0.1:${port}`));
    try {
      expect(await failure(send(request({ write: true })))).toMatchObject({ kind: "network", outcomeUnknown: false });
    } finally {
      loadEnv(envFor(base));
    }
  });

  it("times out a slow answer with the read deadline, retry included", async () => {
    handler = (_request, response) => setTimeout(() => json(response, 200, { message: "late" }), 1_000);
    const started = Date.now();
    const error = await failure(send(request()));
    expect(error).toMatchObject({ kind: "timeout", upstream: "api", call: "/api/method/x" });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("gives writes the longer deadline", async () => {
    handler = (_request, response) => setTimeout(() => json(response, 200, { message: "slow write" }), 500);
    expect(await send(request({ write: true }))).toEqual({ status: 200, json: { message: "slow write" } });
  });

  it("cancels the call when the caller's signal aborts", async () => {
    handler = (_request, response) => setTimeout(() => json(response, 200, { message: "late" }), 300);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("browser went away")), 50);
    await expect(send(request({ signal: controller.signal }))).rejects.toThrow("browser went away");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    expect(closedEarly).toBe(1);
  });

  it("opens the breaker after five failures and then fails fast", async () => {
    handler = (_request, response) => json(response, 500, {});
    const shared = request({ write: true });
    for (let i = 0; i < 5; i++) expect((await send(shared)).status).toBe(500);
    expect(seen).toHaveLength(5);
    const error = await failure(send(shared));
    expect(error.kind).toBe("unavailable");
    expect(seen).toHaveLength(5);
  });

  it("counts network failures, but not 4xx answers, towards the breaker", async () => {
    handler = (_request, response) => json(response, 404, {});
    const shared = request({ write: true });
    for (let i = 0; i < 6; i++) expect((await send(shared)).status).toBe(404);
    handler = (request) => request.socket.destroy();
    for (let i = 0; i < 5; i++) expect((await failure(send(shared))).kind).toBe("network");
    expect((await failure(send(shared))).kind).toBe("unavailable");
  });
});
