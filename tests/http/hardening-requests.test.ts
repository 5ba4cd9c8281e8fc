// The attack run of issue 10 against the run's shop, request by request: redirects that never leave
// the site, bodies too large or left unread, JSON posts and other methods, posts from other sites,
// and the headers and cookie flags of pages and data requests. (A slow, failing or overloaded ERP:
// tests/http/hardening-own-shop.test.ts; the security headers of a page: tests/http/security.test.ts.)
import http from "node:http";
import { expect, test } from "vitest";
import { testShop } from "../support/shops";
import { Visitor } from "./support/visitor";

const shop = testShop();
const visitor = new Visitor();

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through node's http client (any method, any body), its answer read whole. */
function raw(
  path: string,
  options: { method: string; headers?: Record<string, string | number>; body?: string; agent?: http.Agent },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${shop.url}${path}`, { method: options.method, headers: options.headers, agent: options.agent });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A form post of `body` and then a GET of `second`, both on one keep-alive connection: their answers and how long both took. */
async function twoOnOneConnection(first: { path: string; body: string }, second: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = Date.now();
  const headers = { Origin: shop.url, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(first.body) };
  const [one, two] = await Promise.all([
    raw(first.path, { method: "POST", headers, body: first.body, agent }),
    raw(second, { method: "GET", agent }),
  ]);
  agent.destroy();
  return { one, two, ms: Date.now() - started };
}

test("redirects never leave the site, whatever the dot segments", async () => {
  for (const redirectTo of [
    "/.//evil.example/landing",
    "/..//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/shop/..//evil.example",
  ]) {
    const answer = await visitor.post("/newsletter", { email: "x@example.com", redirectTo });
    expect(answer.status, redirectTo).toBe(303);
    expect(answer.headers.get("location"), redirectTo).not.toMatch(/^\/\/|evil/);
  }
});

test("a large body is refused with 413 and never blocks the connection it came on", async () => {
  const { one, two, ms } = await twoOnOneConnection({ path: "/pages/checkout", body: "a=".padEnd(300_000, "x") }, "/healthz");
  expect(one.status).toBe(413);
  expect(two.status).toBe(200);
  expect(ms).toBeLessThan(5_000);
});

test("a body answered without being read closes its connection instead of holding the next request", async () => {
  const { one, two } = await twoOnOneConnection({ path: "/pages/checkout", body: "a=".padEnd(20_000, "x") }, "/healthz");
  expect(one.status).toBe(302); // a guest is sent to sign in, the body unread
  expect(one.headers.connection).toBe("close");
  expect(two.status).toBe(200);
});

test("JSON posts get 415 and other methods 405, translated, without a stack", async () => {
  const json = (path: string) => raw(path, { method: "POST", headers: { Origin: shop.url, "Content-Type": "application/json" }, body: '{"x":"y"}' });
  const italian = await json("/pages/login");
  expect(italian.status).toBe(415);
  expect(italian.body).toBe("I moduli di questo negozio si inviano solo come moduli web.");
  expect((await json("/en/cart")).body).toBe("Forms of this shop are sent as web forms only.");

  const trace = await raw("/", { method: "TRACE" });
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe("GET, HEAD, POST");
  expect(trace.body).toBe("Questo indirizzo non accetta questo tipo di richiesta.");
});

test("a post without Origin from another site is refused", async () => {
  const form = "email=x%40example.com";
  const post = (headers: Record<string, string>) =>
    raw("/newsletter", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: form });
  expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  expect((await post({ Referer: "https://evil.example/form" })).status).toBe(403);
});

test("headers and cookie flags: Permissions-Policy, DENY framing, a private mini cart and data requests, Secure cookies", async () => {
  const home = await new Visitor().get("/en");
  // The camera for the shop's own origin only (the scanner page), nothing else.
  expect(home.headers.get("permissions-policy")).toContain("camera=(self)");
  expect(home.headers.get("permissions-policy")).toContain("microphone=()");
  expect(home.headers.get("x-frame-options")).toBe("DENY");
  expect(home.headers.getSetCookie().find((cookie) => cookie.startsWith("locale="))).toMatch(/; Secure/);

  expect((await visitor.get("/cart/mini")).headers.get("cache-control")).toBe("private, no-store");
  // Data requests are private too: a guest's page data no-cache, like the page; a fetcher's load,
  // which skips the root loader, no-store (server.ts).
  expect((await visitor.get("/cart/mini.data")).headers.get("cache-control")).toBe("private, no-cache");
  expect((await visitor.get("/shop.data?text=vite&_routes=routes%2F(%24lang).shop.list")).headers.get("cache-control")).toBe("private, no-store");

  const layout = await visitor.post("/en/shop", { intent: "layout", layout: "list" });
  expect(layout.headers.getSetCookie().find((cookie) => cookie.startsWith("shop_layout="))).toMatch(/; Secure/);
});
