// The attack and fault run of issue 10, as checks against the production server process: redirects,
// bodies, methods, headers and cookies on the shared shop; a slow ERP, a recovering ERP and an
// overload on shops of their own. Request-level: one browser mode is enough.
import http from "node:http";
import net from "node:net";
import { expect, test } from "./support/test";
import { freePort, startShopWithErp, type ShopWithErp } from "../support/processes";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level checks: one browser mode is enough");

/** Two requests on one keep-alive connection; the second's status and how long it took. */
async function twoOnOneConnection(base: string, first: { path: string; body: string }, second: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (path: string, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const request = http.request(`${base}${path}`, {
        agent,
        method: body === undefined ? "GET" : "POST",
        headers:
          body === undefined ? {} : { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      });
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on("error", reject);
      request.end(body);
    });
  const answers = [send(first.path, first.body)];
  answers.push(send(second));
  const started = Date.now();
  const [one, two] = await Promise.all(answers);
  agent.destroy();
  return { one: one!, two: two!, ms: Date.now() - started };
}

test.describe("the shared shop", () => {
  test("redirects never leave the site, whatever the dot segments", async ({ request, baseURL }) => {
    for (const redirectTo of [
      "/.//evil.example/landing",
      "/..//evil.example",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/shop/..//evil.example",
    ]) {
      const answer = await request.post("/newsletter", {
        form: { email: "x@example.com", redirectTo },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(answer.status(), redirectTo).toBe(303);
      expect(answer.headers()["location"], redirectTo).not.toMatch(/^\/\/|evil/);
    }
  });

  test("a large body is refused with 413 and never blocks the connection it came on", async ({ baseURL }) => {
    const { one, two, ms } = await twoOnOneConnection(baseURL!, { path: "/pages/checkout", body: "a=".padEnd(300_000, "x") }, "/healthz");
    expect(one.status).toBe(413);
    expect(two.status).toBe(200);
    expect(ms).toBeLessThan(5_000);
  });

  test("a body answered without being read closes its connection instead of holding the next request", async ({ baseURL }) => {
    const { one, two } = await twoOnOneConnection(baseURL!, { path: "/pages/checkout", body: "a=".padEnd(20_000, "x") }, "/healthz");
    expect(one.status).toBe(302); // a guest is sent to sign in, the body unread
    expect(one.headers.connection).toBe("close");
    expect(two.status).toBe(200);
  });

  test("JSON posts get 415 and other methods 405, translated, without a stack", async ({ request, baseURL }) => {
    const json = await request.post("/pages/login", { data: { username: "x" }, headers: { Origin: baseURL! } });
    expect(json.status()).toBe(415);
    expect(await json.text()).toBe("I moduli di questo negozio si inviano solo come moduli web.");
    const english = await request.post("/en/cart", { data: { sku: "x" }, headers: { Origin: baseURL! } });
    expect(await english.text()).toBe("Forms of this shop are sent as web forms only.");

    const trace = await request.fetch("/", { method: "TRACE" });
    expect(trace.status()).toBe(405);
    expect(trace.headers()["allow"]).toBe("GET, HEAD, POST");
    expect(await trace.text()).toBe("Questo indirizzo non accetta questo tipo di richiesta.");
  });

  test("a post without Origin from another site is refused", async ({ request }) => {
    const crossSite = await request.post("/newsletter", {
      form: { email: "x@example.com" },
      headers: { "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    const foreignReferer = await request.post("/newsletter", {
      form: { email: "x@example.com" },
      headers: { Referer: "https://evil.example/form" },
      maxRedirects: 0,
    });
    expect(foreignReferer.status()).toBe(403);
  });

  test("headers and cookie flags: Permissions-Policy, DENY framing, a private mini cart, Secure cookies", async ({ request, baseURL }) => {
    const home = await request.get("/en");
    // The camera for the shop's own origin only (the scanner page), nothing else.
    expect(home.headers()["permissions-policy"]).toContain("camera=(self)");
    expect(home.headers()["permissions-policy"]).toContain("microphone=()");
    expect(home.headers()["x-frame-options"]).toBe("DENY");
    const locale = home.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("locale="));
    expect(locale?.value).toMatch(/; Secure/);

    expect((await request.get("/cart/mini")).headers()["cache-control"]).toBe("private, no-store");
    // Data requests are private too: a guest's page data no-cache, like the page; a fetcher's load,
    // which skips the root loader, no-store (server.ts).
    expect((await request.get("/cart/mini.data")).headers()["cache-control"]).toBe("private, no-cache");
    expect((await request.get("/shop.data?text=vite&_routes=routes%2F(%24lang).shop.list")).headers()["cache-control"]).toBe("private, no-store");

    const layout = await request.post("/en/shop", { form: { intent: "layout", layout: "list" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    const layoutCookie = layout
      .headersArray()
      .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("shop_layout="));
    expect(layoutCookie?.value).toMatch(/; Secure/);
  });
});

test.describe("a shop of its own", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);
  let pair: ShopWithErp;
  let healthPort: number;

  test.beforeAll(async () => {
    healthPort = await freePort();
    pair = await startShopWithErp("hardening", { shopEnv: { SHOP_MAX_CONCURRENT_REQUESTS: "4", HEALTH_PORT: String(healthPort) } });
  });

  test.afterAll(async () => {
    await pair?.stop();
  });

  test("with every ERP answer 10 s late, a page answers within 3 s with the shell and a translated message", async () => {
    expect((await fetch(`${pair.shop.url}/en`)).status).toBe(200); // the menu and footer are cached now
    await pair.setFaults([{ path: "*", delayMs: 10_000 }]);
    try {
      const started = Date.now();
      const answer = await fetch(`${pair.shop.url}/en/shop?text=vite`);
      const elapsed = Date.now() - started;
      const html = await answer.text();
      expect(elapsed).toBeLessThan(3_500);
      expect(answer.status).toBe(503);
      // As rendered markup: the page's texts are also in its document, for the browser's i18next.
      expect(html.includes('<h1 id="error-title">This page is taking too long</h1>'), "the slow-ERP message").toBe(true);
      expect(html.includes('class="site-header'), "the shell").toBe(true);
    } finally {
      await pair.setFaults([]);
    }
  });

  test("the first listing after an outage has its products and its filters", async () => {
    await pair.setFaults([{ path: "/hub/search/", status: 503 }]);
    // Enough failing listings to open the search breaker.
    for (let i = 0; i < 4; i++) expect((await fetch(`${pair.shop.url}/en/shop?text=vite`)).status).toBe(503);
    await pair.setFaults([]);
    // The breaker fails fast for a while; the first listing it lets through again must be whole.
    let firstAfter = "";
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${pair.shop.url}/en/shop?text=vite`);
          firstAfter = await answer.text();
          return answer.status;
        },
        { timeout: 15_000 },
      )
      .not.toBe(503);
    expect(firstAfter.includes('href="/en/product/'), "the listing shows products").toBe(true);
    expect(firstAfter.includes('<p class="filters__empty">Filters are not available'), "the filters are there").toBe(false);
  });

  test("the probes' port answers /healthz and /readyz, and nothing else", async () => {
    const probes = `http://127.0.0.1:${healthPort}`;
    const answer = async (path: string, method = "GET") => {
      const response = await fetch(`${probes}${path}`, { method });
      return { status: response.status, text: await response.text(), cacheControl: response.headers.get("cache-control") };
    };
    expect(await answer("/healthz")).toEqual({ status: 200, text: "ok", cacheControl: "no-store" });
    expect(await answer("/readyz?probe=1")).toEqual({ status: 200, text: "ready", cacheControl: "no-store" });
    expect((await answer("/")).status).toBe(404);
    expect((await answer("/healthz", "POST")).status).toBe(404);
    // A request target the URL parser refuses is answered, and the listener lives on.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(healthPort, "127.0.0.1", () => socket.end("GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 (400|404)/);
    expect((await answer("/healthz")).status).toBe(200);
    await pair.setFaults([{ path: "*", status: 503 }]);
    try {
      expect(await answer("/readyz")).toMatchObject({ status: 503, text: expect.stringMatching(/^not ready: (hub|api) /) });
    } finally {
      await pair.setFaults([]);
    }
  });

  test("an overload gets quick 'busy, retry' answers, never an ERP outage, and /healthz stays fast", async () => {
    await pair.setFaults([{ path: "/hub/search/search", delayMs: 1_500 }]);
    try {
      // Different searches: none is answered from the shop's cache, each waits for the ERP.
      const pages = Array.from({ length: 90 }, (_, i) =>
        fetch(`${pair.shop.url}/en/shop?text=vite${i}`).then(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get("retry-after"),
          text: await r.text(),
        })),
      );
      for (const base of [pair.shop.url, `http://127.0.0.1:${healthPort}`]) {
        const started = Date.now();
        expect((await fetch(`${base}/healthz`)).status).toBe(200);
        expect(Date.now() - started).toBeLessThan(1_000);
      }
      const answers = await Promise.all(pages);
      const busy = answers.filter((answer) => answer.status === 503 && answer.retryAfter !== null);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.text).toBe("The shop is very busy right now. Please try again in a moment.");
      // As rendered markup: the page's texts are also in its document, for the browser's i18next.
      expect(answers.filter((answer) => answer.text.includes("<p>Our management system cannot be reached"))).toHaveLength(0);
    } finally {
      await pair.setFaults([]);
    }
  });
});
