// The shop listing's loader against the demo ERP over HTTP, through a recording proxy: each
// customer gets their own prices (and a guest the guest prices) even when requests interleave;
// a barcode jumps to its article; and a few hundred random query strings never cause a 5xx nor
// an ERP call with an unbounded value.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { createErp } from "~/erp/client.server";
import { FILTER_FIELDS } from "~/catalog/query";
import { LISTING } from "~/platform/config";
import { loader } from "~/routes/($lang).shop";
import { loader as latestOrdersLoader } from "~/routes/($lang).api.latest-orders";
import { Browser, useTestErp } from "../support/harness";

interface Recorded {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

const demo = useTestErp({ items: 600, via: startProxy });
let proxy: http.Server;
const recorded: Recorded[] = [];
const cookies = new Map<string, string>();

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

/** Forwards every request to the demo ERP and records path, authorization and JSON body. */
function startProxy(target: string): Promise<string> {
  proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      let body: Record<string, unknown> = {};
      try {
        body = raw.length > 0 ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      recorded.push({ path: request.url ?? "", authorization: String(request.headers.authorization ?? ""), body });
      const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on("error", () => response.destroy());
      upstream.end(raw);
    });
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

async function cookieOf(customer: DemoCustomer): Promise<string> {
  const known = cookies.get(customer.id);
  if (known) return known;
  const { cookie } = await Browser.signIn(customer);
  cookies.set(customer.id, cookie);
  return cookie;
}

interface ListingResult {
  listing: { products: { sku: string }[]; prices: Record<string, { unitPrice: number }>; total: number; wishlisted: string[] };
}

/** Runs the shop loader for a query string, with a session cookie or as a guest. */
function runLoader(query: string, cookie = "") {
  return new Browser(cookie).call<ListingResult>(loader, shopPath(query));
}

/** The listing the shop loader answers (a redirect or an error fails the test). */
function listing(query: string, cookie = ""): Promise<ListingResult> {
  return new Browser(cookie).data<ListingResult>(loader, shopPath(query));
}

const shopPath = (query: string) => `/shop${query ? `?${query}` : ""}`;

afterAll(async () => {
  // Before the harness stops (after-hooks run last-registered first): drop the storefront's kept-alive connections.
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});

describe("prices per customer", () => {
  it("two customers see different prices for the same article, a guest the guest prices", async () => {
    const guest = await listing("text=trapano");
    const rossi = await listing("text=trapano", await cookieOf(ROSSI));
    const bianchi = await listing("text=trapano", await cookieOf(BIANCHI));
    const sku = guest.listing.products[0]!.sku;
    expect(rossi.listing.products.map((product) => product.sku)).toContain(sku);
    const prices = [guest, rossi, bianchi].map((result) => result.listing.prices[sku]!.unitPrice);
    expect(new Set(prices).size).toBe(3);
  });

  it("no price is served from another customer's request, even when requests interleave", async () => {
    const who = [null, ROSSI, BIANCHI] as const;
    const reference = new Map<string, Record<string, { unitPrice: number }>>();
    for (const customer of who) {
      const result = await listing("text=vite", customer ? await cookieOf(customer) : "");
      reference.set(customer?.id ?? "guest", result.listing.prices);
    }
    const runs = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const customer = who[index % 3]!;
        const result = await listing("text=vite", customer ? await cookieOf(customer) : "");
        return { id: customer?.id ?? "guest", prices: result.listing.prices };
      }),
    );
    for (const run of runs) expect(run.prices).toEqual(reference.get(run.id));
    const distinct = new Set([...reference.values()].map((prices) => JSON.stringify(prices)));
    expect(distinct.size).toBe(3);
    // Every price call carried the token of the customer it asked for (the guest: the app token).
    const tokens = new Map<string, string>();
    for (const call of recorded.filter((entry) => entry.path.includes("get_multiple_prices"))) {
      const customer = String(call.body.customer_code ?? "0");
      if (customer === "0") expect(call.authorization).toMatch(new RegExp(`${demo.appToken}$`));
      expect(tokens.get(customer) ?? call.authorization).toBe(call.authorization);
      tokens.set(customer, call.authorization);
    }
  });
});

describe("tracking", () => {
  it("sends one product-list event per listing, without the session cookie", async () => {
    const events = () =>
      recorded.filter(
        (entry) =>
          entry.path.endsWith("/kafka/search/track") && (entry.body.record as { listing_code?: string } | undefined)?.listing_code === "martello",
      );
    await listing("text=martello", await cookieOf(ROSSI));
    await expect.poll(() => events().length).toBe(1);
    const event = events()[0]!;
    expect(event.body).toMatchObject({ action: "product-list", record: { listing_code: "martello", page_visited: "/shop" } });
    expect(JSON.stringify(event.body)).not.toContain("__session");
  });
});

describe("wishlist marks", () => {
  it("marks the customer's wishlisted articles on the page, and none for a guest", async () => {
    const cookie = await cookieOf(ROSSI);
    const erp = await (await Browser.signIn(ROSSI)).erp("it");
    const [entry] = await erp.wishlist.list();
    expect(entry).toBeDefined();
    const detail = await erp.catalog.product(entry!.sku);
    const family = detail!.product.family;
    const query = `family_lev1=${family.level1!.code}&family_lev2=${family.level2!.code}&family_lev3=${family.level3!.code}&per_page=48`;
    let found: ListingResult | undefined;
    for (let page = 1; page <= 5 && !found; page++) {
      const result = await listing(page > 1 ? `${query}&page=${page}` : query, cookie);
      if (result.listing.products.some((product) => product.sku === entry!.sku)) found = result;
    }
    expect(found?.listing.wishlisted).toContain(entry!.sku);
    const guest = await listing(query);
    expect(guest.listing.wishlisted).toEqual([]);
  });
});

describe("latest-order list", () => {
  it("lists what a customer ordered lately, at their prices; a guest goes to /shop", async () => {
    const rossi = await listing("latest-order-list=true", await cookieOf(ROSSI));
    expect(rossi.listing.products.length).toBeGreaterThan(0);
    for (const product of rossi.listing.products) expect(rossi.listing.prices[product.sku]?.unitPrice).toBeGreaterThan(0);
    const guest = await runLoader("latest-order-list=true");
    expect(guest.location).toBe("/shop");
  });

  it("gives the latest-order modal the same articles as JSON, for the signed-in customer only", async () => {
    const cookie = await cookieOf(ROSSI);
    const page = await listing("latest-order-list=true", cookie);
    const call = async (cookie = "") => (await new Browser(cookie).call(latestOrdersLoader, "/api/latest-orders")).response!;
    const modal = await call(cookie);
    expect(modal.status).toBe(200);
    expect(modal.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await modal.json()) as { kind: string; products: { sku: string }[]; prices: Record<string, { unitPrice: number }> };
    expect(body.kind).toBe("list");
    expect(body.products.map((product) => product.sku)).toEqual(page.listing.products.map((product) => product.sku));
    expect(body.prices).toEqual(page.listing.prices);
    const guest = await call();
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ kind: "failed" });
  });
});

describe("barcode and code search", () => {
  it("an EAN-13 of one article goes straight to its page", async () => {
    const { products } = await createErp({ lang: "it", customer: null }).catalog.search({
      text: "",
      filters: {},
      page: 0,
      perPage: 50,
      sort: "relevance",
    });
    const withBarcode = products.find((product) => product.barcodes.length > 0 && product.children.length === 0);
    expect(withBarcode).toBeDefined();
    const result = await runLoader(`text=${withBarcode!.barcodes[0]}`);
    expect(result.response).toBeInstanceOf(Response);
    expect(result.location).toBe(`/product/default/${withBarcode!.sku}`);
  });

  it("a child's code goes to the child's page", async () => {
    const { products } = await createErp({ lang: "it", customer: null }).catalog.search({
      text: "",
      filters: {},
      page: 0,
      perPage: 100,
      sort: "relevance",
    });
    const parent = products.find((product) => product.children.length > 1);
    expect(parent).toBeDefined();
    const child = parent!.children[1]!;
    const result = await runLoader(`text=${child.sku}`);
    expect(result.location).toBe(`/product/child/${child.sku}`);
  });
});

describe("fuzz", () => {
  const KEYS = [
    ...FILTER_FIELDS.map((field) => `filters-${field}`),
    "text",
    "page",
    "per_page",
    "sort",
    "min_price",
    "max_price",
    "family_lev1",
    "family_lev2",
    "family_lev3",
    "promo_type",
    "new",
    "id_brand",
    "color",
    "size",
    "id_type",
    "id_subtype",
    "disponibili",
    "promo_list",
    "next_insert",
    "available_again",
    "latest-order-list",
    "is_new_tab",
    "more-id_brand",
    "filters-evil",
    "filters-",
    "start",
    "rows",
    "__proto__",
    "constructor",
    "filters-__proto__",
  ];

  let seed = 20260421;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const VALUES = [
    () => "",
    () => "1",
    () => "-1",
    () => "1e308",
    () => "NaN",
    () => String(Math.floor(random() * 10_000_000)),
    () => "x".repeat(Math.floor(random() * 600)),
    () => Array.from({ length: Math.floor(random() * 80) }, (_, index) => `v${index}`).join(pick([";", ","])),
    () => "<script>alert(1)</script>",
    () => "ç€😀\u0000\u001f",
    () => "FE",
    () => "true",
    () => "%E0%A4%A",
    () => pick(["price_asc", "relevance", "DROP TABLE", "12", "24", "48", "1000"]),
  ];

  it("answers a few hundred random query strings without a 5xx and sends only bounded values", async () => {
    const before = recorded.length;
    for (let run = 0; run < 300; run++) {
      const pairs = Array.from(
        { length: 1 + Math.floor(random() * 8) },
        () => `${encodeURIComponent(pick(KEYS))}=${encodeURIComponent(pick(VALUES)())}`,
      );
      let query = pairs.join("&");
      let result = await runLoader(query);
      if (result.status === 302) {
        const location = result.location ?? "";
        query = location.includes("?") ? location.slice(location.indexOf("?") + 1) : "";
        if (location.startsWith("/shop")) result = await runLoader(query);
      }
      expect(result.status, `query ${query}`).toBeLessThan(500);
    }
    const calls = recorded.slice(before).filter((entry) => /\/search\/(search|facet)$/.test(entry.path));
    expect(calls.length).toBeGreaterThan(100);
    for (const { body } of calls) {
      expect(String(body.text ?? "").length).toBeLessThanOrEqual(LISTING.maxTextLength);
      if (body.start !== undefined) expect(Number(body.start)).toBeLessThan(LISTING.maxPage);
      if (body.rows !== undefined) expect([12, 24, 48]).toContain(body.rows);
      for (const key of ["min_price", "max_price"]) if (body[key] !== undefined) expect(Number(body[key])).toBeLessThanOrEqual(LISTING.maxPrice);
      for (const [key, value] of Object.entries(body)) {
        if (!key.startsWith("filters-") || key === "filters-include_faceting") continue;
        expect(FILTER_FIELDS as readonly string[]).toContain(key.slice("filters-".length));
        const values = String(value).split(";");
        expect(values.length).toBeLessThanOrEqual(LISTING.maxValuesPerFilter);
        for (const item of values) expect(item.length).toBeLessThanOrEqual(LISTING.maxValueLength);
      }
    }
    const priceCalls = recorded.slice(before).filter((entry) => entry.path.includes("get_multiple_prices"));
    for (const { body } of priceCalls) expect((body.entity_codes as unknown[]).length).toBeLessThanOrEqual(48);
  });
});
