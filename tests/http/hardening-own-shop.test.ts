// The fault run of issue 10 on a shop of its own (these faults reach every visitor of a shop: a slow
// ERP, an outage that opens the breakers, an overload), started with room for 4 requests at once and
// its probes on a port of their own: a slow ERP gets a quick translated page, the first listing after
// an outage is whole, the probes' port answers only the probes, and an overload is refused quickly
// while /healthz stays fast. (Request-level hardening on the run's shop: hardening-requests.test.ts.)
import net from "node:net";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startShopWithErp, type ShopWithErp } from "../support/processes";
import { parseHtml } from "./support/visitor";

let pair: ShopWithErp;
let probes: string;

beforeAll(async () => {
  const healthPort = await freePort();
  probes = `http://127.0.0.1:${healthPort}`;
  pair = await startShopWithErp("hardening", { shopEnv: { SHOP_MAX_CONCURRENT_REQUESTS: "4", HEALTH_PORT: String(healthPort) } });
});

afterAll(async () => {
  await pair?.stop();
});

async function page(path: string): Promise<{ status: number; html: string; retryAfter: string | null; contentType: string; headers: Headers }> {
  const answer = await fetch(`${pair.shop.url}${path}`);
  return {
    status: answer.status,
    html: await answer.text(),
    retryAfter: answer.headers.get("retry-after"),
    contentType: answer.headers.get("content-type") ?? "",
    headers: answer.headers,
  };
}

test("with every ERP answer 10 s late, a page answers within 3 s with the shell and a translated message", async () => {
  expect((await page("/en")).status).toBe(200); // the menu and footer are cached now
  await pair.setFaults([{ path: "*", delayMs: 10_000 }]);
  try {
    const started = Date.now();
    const answer = await page("/en/shop?text=vite");
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(answer.status).toBe(503);
    const document = parseHtml(answer.html);
    expect(document.getByRole("heading", { level: 1, name: "This page is taking too long" })).toBeTruthy();
    expect(within(document.getByRole("banner")).getByRole("navigation", { name: "Categories" })).toBeTruthy();
  } finally {
    await pair.setFaults([]);
  }
});

test("the first listing after an outage has its products and its filters", async () => {
  await pair.setFaults([{ path: "/hub/search/", status: 503 }]);
  // Enough failing listings to open the search breaker.
  for (let i = 0; i < 4; i++) expect((await page("/en/shop?text=vite")).status).toBe(503);
  await pair.setFaults([]);
  // The breaker fails fast for a while; the first listing it lets through again must be whole.
  let firstAfter = "";
  await expect
    .poll(
      async () => {
        const answer = await page("/en/shop?text=vite");
        firstAfter = answer.html;
        return answer.status;
      },
      { timeout: 15_000, interval: 500 },
    )
    .not.toBe(503);
  const listing = parseHtml(firstAfter);
  expect(listing.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/en/product/")).length).toBeGreaterThan(0);
  expect(listing.queryByText(/Filters are not available/)).toBeNull();
});

test("the probes' port answers /healthz and /readyz, and nothing else", async () => {
  const answer = async (path: string, method = "GET") => {
    const response = await fetch(`${probes}${path}`, { method });
    return { status: response.status, text: await response.text(), cacheControl: response.headers.get("cache-control") };
  };
  expect(await answer("/healthz")).toEqual({ status: 200, text: "ok", cacheControl: "no-store" });
  expect(await answer("/readyz?probe=1")).toEqual({ status: 200, text: "ready", cacheControl: "no-store" });
  expect((await answer("/")).status).toBe(404);
  expect((await answer("/healthz", "POST")).status).toBe(404);
  // A request target the URL parser refuses is answered, and the listener lives on.
  const port = Number(new URL(probes).port);
  const rawAnswer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end("GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  expect(rawAnswer).toMatch(/^HTTP\/1\.1 (400|404)/);
  expect((await answer("/healthz")).status).toBe(200);
  await pair.setFaults([{ path: "*", status: 503 }]);
  try {
    // Once the verdict kept from the answer above has run out.
    await expect
      .poll(() => answer("/readyz"), { timeout: 10_000 })
      .toMatchObject({ status: 503, text: expect.stringMatching(/^not ready: (hub|api) /) });
  } finally {
    await pair.setFaults([]);
  }
  await expect.poll(async () => (await answer("/readyz")).status, { timeout: 10_000 }).toBe(200);
});

test("/readyz asks the ERP once for 50 probes at once, and the public port does not answer it", async () => {
  const probe = async () => (await fetch(`${probes}/readyz`)).status;
  // One check asks the Frappe API's autocomplete once: two calls pass, a third (and any after it)
  // would fail, and every probe answered after it would say not ready.
  const AUTOCOMPLETE = "/api/method/mymb_ecommerce.controllers.wrapper.autocomplete";
  await pair.setFaults([
    { path: AUTOCOMPLETE, times: 2 },
    { path: AUTOCOMPLETE, status: 500 },
  ]);
  try {
    expect(await Promise.all(Array.from({ length: 50 }, probe))).toEqual(Array(50).fill(200));
  } finally {
    await pair.setFaults([]);
  }
  expect(await probe()).toBe(200);
  expect((await fetch(`${pair.shop.url}/readyz`)).status).toBe(404);
  expect((await fetch(`${pair.shop.url}/healthz`)).status).toBe(200);
});

test("a flood of media files is refused 'busy, retry' as pages are; files are served again after it", async () => {
  const picture = parseHtml((await page("/en/shop")).html)
    .document.querySelector('img[src^="/media/"]')
    ?.getAttribute("src");
  expect(picture).toBeTruthy();
  const file = async () => {
    const answer = await fetch(`${pair.shop.url}${picture}`);
    await answer.arrayBuffer();
    return { status: answer.status, retryAfter: answer.headers.get("retry-after") };
  };
  // Each file takes the ERP a second (at the demo ERP's path and at the production shape's).
  await pair.setFaults([
    { path: "/files/images/", delayMs: 1_000 },
    { path: "/images/", delayMs: 1_000 },
  ]);
  let answers;
  try {
    answers = await Promise.all(Array.from({ length: 60 }, file));
  } finally {
    await pair.setFaults([]);
  }
  expect(answers.filter((answer) => answer.status === 503 && answer.retryAfter === "2").length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status !== 503).map((answer) => answer.status)).toEqual(
    answers.filter((answer) => answer.status !== 503).map(() => 200),
  );
  expect((await file()).status).toBe(200);
});

test("an overload gets quick 'busy, retry' answers, never an ERP outage, and /healthz stays fast", async () => {
  await pair.setFaults([{ path: "/hub/search/search", delayMs: 1_500 }]);
  try {
    // Different searches: none is answered from the shop's cache, each waits for the ERP.
    const pages = Array.from({ length: 90 }, (_, i) => page(`/en/shop?text=vite${i}`));
    for (const base of [pair.shop.url, probes]) {
      const started = Date.now();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    const answers = await Promise.all(pages);
    const busy = answers.filter((answer) => answer.status === 503 && answer.retryAfter !== null);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.html).toBe("The shop is very busy right now. Please try again in a moment.");
    // Refused before any other work: no compression, no security headers of a page (helmet's CSP).
    expect(busy[0]!.headers.get("content-security-policy")).toBeNull();
    expect(busy[0]!.headers.get("vary")).toBeNull();
    // Whatever else was refused was not said to be an ERP outage.
    for (const answer of answers.filter(
      (candidate) => candidate.status !== 200 && candidate.retryAfter === null && candidate.contentType.includes("html"),
    )) {
      expect(parseHtml(answer.html).queryByText(/Our management system cannot be reached/)).toBeNull();
    }
  } finally {
    await pair.setFaults([]);
  }
});
