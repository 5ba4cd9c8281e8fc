// The production server as a process: boot-time validation and graceful shutdown.
import { spawnSync } from "node:child_process";
import http from "node:http";
import { createCookie } from "@remix-run/node";
import { expect, test } from "./support/test";
import { freePort, startShopWithErp } from "../support/processes";
import { signIn } from "./support/sign-in";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: one browser mode is enough");

test("a bad environment variable stops the boot with one clear line", () => {
  const result = spawnSync(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      ERP_API_URL: "http://127.0.0.1:9",
      ERP_HUB_URL: "not-a-url",
      CMS_URL: "http://127.0.0.1:9",
      ERP_APP_TOKEN: "x".repeat(16),
    },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toMatch(/^Invalid environment variable ERP_HUB_URL: /);
});

test("SIGTERM lets the request in flight finish, then the process exits", async () => {
  test.setTimeout(90_000);
  const pair = await startShopWithErp("shutdown");
  const { shop } = pair;
  try {
    await pair.setFaults([{ path: "/hub/search/search", delayMs: 1500 }]);

    const inFlight = fetch(`${shop.url}/en`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exited = new Promise<number | null>((resolve) => shop.child.once("exit", (code) => resolve(code)));
    shop.child.kill("SIGTERM");

    const response = await inFlight;
    expect(response.status).toBe(200);
    // Draining: the answer closes its connection, so the client sends its next request elsewhere.
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.text()).toContain("product-card");
    expect(await exited).toBe(0);
    await expect(fetch(`${shop.url}/healthz`)).rejects.toThrow();
  } finally {
    await pair.stop();
  }
});

test("SIGTERM under load: every request sent on a kept-alive connection is answered, none reset", async () => {
  test.setTimeout(90_000);
  const pair = await startShopWithErp("drain");
  const { shop } = pair;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const seen = { answered: 0, answeredWithClose: 0, refusedConnections: 0, failures: [] as string[] };
  /** One request; false once it failed, e.g. when the listener refused a new connection (the server stopped accepting). */
  const send = () =>
    new Promise<boolean>((resolve) => {
      const request = http.get(`${shop.url}/en/shop?text=vite`, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          seen.answered += 1;
          if (response.headers.connection === "close") seen.answeredWithClose += 1;
          resolve(true);
        });
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (!request.reusedSocket && error.code === "ECONNREFUSED") seen.refusedConnections += 1;
        else seen.failures.push(`${error.code ?? error.message} on a ${request.reusedSocket ? "reused" : "new"} connection`);
        resolve(false);
      });
    });
  const client = async () => {
    while (await send());
  };
  try {
    const clients = Array.from({ length: 16 }, client);
    await expect.poll(() => seen.answered, { timeout: 30_000 }).toBeGreaterThan(100);
    const exited = new Promise<number | null>((resolve) => shop.child.once("exit", (code) => resolve(code)));
    shop.child.kill("SIGTERM");
    await Promise.all(clients);
    expect(await exited).toBe(0);
    expect(seen.failures).toEqual([]);
    // Each client's kept-alive connection was told to close by an answer, then its new one was refused.
    expect(seen.answeredWithClose).toBeGreaterThanOrEqual(16);
    expect(seen.refusedConnections).toBe(16);
  } finally {
    agent.destroy();
    await pair.stop();
  }
});

test("every answer names its request, and a page says how long it waited for the ERP and rendered", async ({ request }) => {
  const page = await request.get("/en/shop");
  expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(page.headers()["server-timing"]).toMatch(/^erp;dur=\d+\.\d;desc="\d+ calls", render;dur=\d+\.\d$/);
  // The load balancer's id is kept, so one request can be followed through proxy, shop and ERP logs.
  const behindProxy = await request.get("/en", { headers: { "X-Request-Id": "lb-7f3a9c21-0001" } });
  expect(behindProxy.headers()["x-request-id"]).toBe("lb-7f3a9c21-0001");
});

test("every document is whole UTF-8 text, for guests and customers alike: no NUL bytes where a € or an à meets a buffer's edge", async ({ page }) => {
  const paths = ["/", "/shop", "/shop?text=vite", "/en", "/en/shop?family_lev1=FE", "/pages/cart?tab=active", "/pages/account", "/nope"];
  // One after the other: eight renders at once on the shop the other worker's tests use would be a
  // burst, and its load shedding would refuse that worker's pages ("very busy").
  const documents = async () => {
    const read: { path: string; body: Buffer }[] = [];
    for (const path of paths) read.push({ path, body: await (await page.request.get(path)).body() });
    return read;
  };
  const guest = await documents();
  await signIn(page, "info@termoidraulicaesposito.example");
  const customer = await documents();
  for (const { path, body } of [...guest, ...customer]) {
    expect(body.indexOf(0), path).toBe(-1);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(body), path).not.toThrow();
  }
  // The second round was the customer's own pages (with the sign-out form), not the guest's again.
  expect(guest[0]!.body.toString()).not.toContain('action="/logout"');
  expect(customer[0]!.body.toString()).toContain('action="/logout"');
});

test("robots.txt and the sitemaps come from the shop's routes, as text and XML, past the static files", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const sitemap = (await robots.text()).split("\n").find((line) => line.startsWith("Sitemap: "));
  expect(sitemap).toBe("Sitemap: http://storefront.e2e.test/sitemap.xml");

  const index = await request.get(new URL(sitemap!.slice("Sitemap: ".length)).pathname);
  expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files[0]).toBe("/sitemap-pages.xml");
  expect(files.slice(1)).toEqual(files.slice(1).map((_, index) => `/sitemap-products-${index + 1}.xml`));

  const products = await request.get(files[1]!);
  expect(products.status()).toBe(200);
  expect(await products.text()).toMatch(/<loc>http:\/\/storefront\.e2e\.test\/product\/default\/[^<]+<\/loc>/);
  expect((await request.get(`/sitemap-products-${files.length}.xml`)).status()).toBe(404);
});

test("the metrics port shows requests by route, ERP calls by outcome, the cache, the breakers and the process", async () => {
  test.setTimeout(90_000);
  const metricsPort = await freePort();
  const pair = await startShopWithErp("metrics", { shopEnv: { METRICS_PORT: String(metricsPort) } });
  try {
    await pair.setFaults([{ path: "/hub/search/facet", status: 500 }]);
    for (const path of ["/en", "/en/shop", "/en/shop", "/en/no-such-page"]) await fetch(`${pair.shop.url}${path}`).then((answer) => answer.text());
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^http_request_duration_seconds_count\{route="routes\/\(\$lang\)\.shop",method="GET",status="200"\} 2$/m);
    expect(metrics).toMatch(/^http_request_duration_seconds_count\{route="routes\/\(\$lang\)\.\$",method="GET",status="404"\} 1$/m);
    expect(metrics).toMatch(/^erp_call_duration_seconds_count\{call="\/search\/search",outcome="ok"\} \d+$/m);
    expect(metrics).toMatch(/^erp_call_duration_seconds_count\{call="\/search\/facet",outcome="http_500"\} \d+$/m);
    expect(metrics).toMatch(/^public_cache_lookups_total\{outcome="miss"\} \d+$/m);
    expect(metrics).toMatch(/^public_cache_lookups_total\{outcome="hit"\} \d+$/m);
    expect(metrics).toMatch(/^erp_breaker_state\{area="hub-search"\} 0$/m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(metrics).toMatch(/^process_resident_memory_bytes \d/m);
    // Never on the shop's own port.
    expect((await fetch(`${pair.shop.url}/metrics`)).status).toBe(404);
  } finally {
    await pair.stop();
  }
});

test("in production without SESSION_SECRET, sessions are signed with a secret of the process's own, never the development one", async () => {
  test.setTimeout(90_000);
  const pair = await startShopWithErp("secret", { shopEnv: { SESSION_SECRET: "" } });
  try {
    const signedIn = await fetch(`${pair.shop.url}/en/pages/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: pair.shop.url },
      body: new URLSearchParams({
        username: "acquisti@ferramentarossi.example",
        password: "demo1234",
        name__confirm: "",
        redirectTo: "/en/pages/account",
      }),
    });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith("__session="))!
      .split(";")[0]!;
    expect(await createCookie("__session", { secrets: ["dev-only-session-secret-change-me"] }).parse(cookie)).toBeNull();
    const account = await fetch(`${pair.shop.url}/en/pages/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(account.status).toBe(200);
  } finally {
    await pair.stop();
  }
});
