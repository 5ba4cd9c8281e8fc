// The attack run of issue 10 against the run's shop, request by request: redirects that never leave
// the site, bodies too large or left unread, JSON posts and other methods, posts from other sites,
// and the headers and cookie flags of pages and data requests. (A slow, failing or overloaded ERP:
// tests/http/hardening-own-shop.test.ts; the security headers of a page: tests/http/security.test.ts.)
import http from "node:http";
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { LUCA } from "./support/agents";
import { parseHtml, Visitor } from "./support/visitor";

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

// Every route whose action reads a form (the logout reads none); the agent's picker is posted by an agent, the rest by a customer.
const FORM_ACTIONS = [
  "/pages/contact-us",
  "/shop",
  "/pages/login",
  "/pages/login_origin",
  "/pages/register",
  "/pages/register_origin",
  "/pages/forgot-password",
  "/newsletter",
  "/cart",
  "/pages/cart",
  "/pages/wishlist",
  "/pages/lists",
  "/pages/lists/1",
  "/pages/checkout",
  "/pages/order_detail",
  "/pages/account",
  "/pages/scan",
  "/address",
];
const AGENT_FORM_ACTIONS = ["/pages/agent/customers"];
const BARE_PAGES = ["/pages/login", "/pages/register"];

const UNREADABLE_BODIES: Array<{ name: string; headers: Record<string, string>; body: string }> = [
  { name: "an empty post without a form type", headers: {}, body: "" },
  { name: "an empty post of another type", headers: { "Content-Type": "text/plain" }, body: "" },
  {
    name: "a broken multipart body",
    headers: { "Content-Type": "multipart/form-data; boundary=faults" },
    body: '--faults\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--fau',
  },
  { name: "a multipart body without its boundary", headers: { "Content-Type": "multipart/form-data" }, body: "intent=add" },
];

const UNREADABLE_TEXTS: Record<"" | "/en", { title: string; text: string }> = {
  "": { title: "Abbiamo un piccolo problema", text: "Il modulo inviato non si è potuto leggere. Ricarica la pagina e invialo di nuovo." },
  "/en": { title: "We have a little problem", text: "The form sent could not be read. Reload the page and send it again." },
};

describe("a post whose body is not a readable form", () => {
  let customer: Visitor;
  let agent: Visitor;
  beforeAll(async () => {
    [customer, agent] = await Promise.all([Visitor.signedIn(DEMO_CUSTOMERS[0]!.username), Visitor.signedIn(LUCA.username)]);
  });

  // Each route gets every kind of body, half in Italian and half in English (each kind in both languages over the routes).
  test.each([...FORM_ACTIONS, ...AGENT_FORM_ACTIONS].map((path, index) => ({ path, index })))(
    "gets the translated 400 page at $path",
    async ({ path, index }) => {
      const visitor = AGENT_FORM_ACTIONS.includes(path) ? agent : customer;
      for (const [kind, { name, headers, body }] of UNREADABLE_BODIES.entries()) {
        const prefix = (index + kind) % 2 === 0 ? "" : "/en";
        const { title, text } = UNREADABLE_TEXTS[prefix];
        const what = `${name} to ${prefix}${path}`;
        const answer = await raw(`${prefix}${path}`, {
          method: "POST",
          headers: { Origin: shop.url, Cookie: visitor.cookie, "Content-Length": Buffer.byteLength(body), ...headers },
          body,
        });
        expect(answer.status, what).toBe(400);
        const page = parseHtml(answer.body);
        expect(page.getByRole("heading", { level: 1, name: title }), what).toBeTruthy();
        expect(page.getByText(text), what).toBeTruthy();
        // In the page's layout: the shell's search box, except on the sign-in and registration pages, which have none.
        expect(page.queryAllByRole("search").length > 0, what).toBe(!BARE_PAGES.includes(path));
      }
    },
  );

  test("a body of another type is refused before any action, translated, and the shop serves on", async () => {
    const plain = await raw("/en/cart", { method: "POST", headers: { Origin: shop.url, "Content-Type": "text/plain" }, body: "intent=add" });
    expect(plain.status).toBe(415);
    expect(plain.body).toBe("Forms of this shop are sent as web forms only.");
    expect((await customer.page("/en/pages/cart")).status).toBe(200);
    expect((await customer.post("/en/newsletter", { email: "faults@example.com" })).status).toBe(303);
  });
});
