// Graceful shutdown, on a shop of its own (SIGTERM ends it), whose ERP calls pass through a proxy of
// this file: while 16 clients send requests back to back on kept-alive connections, one page's ERP
// calls are held in the proxy, and the process gets SIGTERM while that page is in flight. The page is
// finished, every request sent is answered (the answers tell each connection to close, then new
// connections are refused, never reset), and the process exits with 0.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { erpEnv, startDemoErpProcess, startShopProcess, type RunningProcess } from "../support/processes";
import { parseHtml } from "./support/visitor";

const CLIENTS = 16;
const APP_TOKEN = "shutdown-app-token-5c1e";
/** The X-Request-Id of the page in flight: the proxy holds its ERP calls. */
const SLOW_PAGE = "shutdown-slow-page";

let dataDir: string;
let erp: RunningProcess;
let proxy: http.Server;
let shop: RunningProcess;

const load = { answered: 0, answeredWithClose: 0, refusedConnections: 0, failures: [] as string[] };
let slow: { status: number; connection: string | undefined; html: string };
let exitCode: number | null;

/** The slow page's ERP calls, held until released (later ones go through); `arrived` resolves with the first. */
const held: (() => void)[] = [];
let holding = true;
let callArrived!: () => void;
const arrived = new Promise<void>((resolve) => (callArrived = resolve));

function startHoldingProxy(target: string): Promise<string> {
  proxy = http.createServer((request, response) => {
    const forward = () => {
      const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on("error", () => response.destroy());
      request.pipe(upstream);
    };
    if (!holding || !String(request.headers["x-request-id"] ?? "").startsWith(SLOW_PAGE)) return forward();
    held.push(forward);
    callArrived();
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

/** Waiters for a state of the load's answers. */
const waiters: { reached: () => boolean; resolve: () => void }[] = [];

function countAnswer(closing: boolean): void {
  load.answered += 1;
  if (closing) load.answeredWithClose += 1;
  for (const waiter of waiters.filter((candidate) => candidate.reached())) {
    waiters.splice(waiters.indexOf(waiter), 1);
    waiter.resolve();
  }
}

/** Resolves once the load's answers have reached a state. */
function loadReaches(reached: () => boolean): Promise<void> {
  return reached() ? Promise.resolve() : new Promise((resolve) => waiters.push({ reached, resolve }));
}

/** One load request on the kept-alive agent; false once it failed (a refused new connection ends a client). */
function sendLoad(url: string, agent: http.Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => {
        countAnswer(response.headers.connection === "close");
        resolve(true);
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (!request.reusedSocket && error.code === "ECONNREFUSED") load.refusedConnections += 1;
      else load.failures.push(`${error.code ?? error.message} on a ${request.reusedSocket ? "reused" : "new"} connection`);
      resolve(false);
    });
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-shutdown-"));
  erp = await startDemoErpProcess({ dbPath: path.join(dataDir, "erp.sqlite"), appToken: APP_TOKEN, items: 400 });
  // Room for every client and the slow page at once: none is refused as "busy" (that is hardening-own-shop.test.ts).
  shop = await startShopProcess({ ...erpEnv(await startHoldingProxy(erp.url), APP_TOKEN), SHOP_MAX_CONCURRENT_REQUESTS: String(2 * CLIENTS) });

  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  // On a kept-alive connection of its own: a "Connection: close" on its answer is the shop's draining.
  const slowAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (await sendLoad(`${shop.url}/en/shop?text=vite`, agent));
  });
  try {
    await loadReaches(() => load.answered >= 100);
    const slowAnswer = new Promise<typeof slow>((resolve, reject) => {
      const request = http.get(`${shop.url}/en`, { agent: slowAgent, headers: { "X-Request-Id": SLOW_PAGE } }, (response) => {
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (html += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, html }));
      });
      request.on("error", reject);
    });
    // The shop is working on the page: it waits for the ERP call the proxy holds.
    await arrived;

    const exited = new Promise<number | null>((resolve) => shop.child.once("exit", (code) => resolve(code)));
    shop.child.kill("SIGTERM");
    // The shop is draining (its answers close their connections) before the page's ERP calls go through.
    await loadReaches(() => load.answeredWithClose > 0);
    holding = false;
    for (const forward of held.splice(0)) forward();
    [slow] = await Promise.all([slowAnswer, ...clients]);
    exitCode = await exited;
  } finally {
    agent.destroy();
    slowAgent.destroy();
  }
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
  await erp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("SIGTERM lets the page in flight finish, whole, and its answer closes the connection", () => {
  expect(slow.status, slow.html.slice(0, 300)).toBe(200);
  // Draining: the answer closes its connection, so the client sends its next request elsewhere.
  expect(slow.connection).toBe("close");
  const page = parseHtml(slow.html);
  expect(page.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/en/product/")).length).toBeGreaterThan(0);
});

test("SIGTERM under load: every request sent on a kept-alive connection is answered, none reset", () => {
  expect(load.failures).toEqual([]);
  // Each client's kept-alive connection was told to close by an answer, then its new one was refused.
  expect(load.answeredWithClose).toBeGreaterThanOrEqual(CLIENTS);
  expect(load.refusedConnections).toBe(CLIENTS);
});

test("then the process exits with 0 and listens no more", async () => {
  expect(exitCode).toBe(0);
  await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();
});
