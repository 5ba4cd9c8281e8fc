// The shop listing's loader against the demo ERP over HTTP, through a recording proxy: each
// customer gets their own prices (and a guest the guest prices) even when requests interleave;
// a signed-in listing asks its prices while its search runs and shows only its own answer's prices;
// a barcode jumps to its article; and a few hundred random query strings never cause a 5xx nor
// an ERP call with an unbounded value.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { FaultRule } from "../../demo-erp/http";
import { createErp } from "~/erp/client.server";
import { FILTER_FIELDS } from "~/catalog/query";
import { LISTING } from "~/platform/config";
import { loader } from "~/routes/($lang).shop";
import { loader as latestOrdersLoader } from "~/routes/($lang).api.latest-orders";
import { startAnswerProxy, unknownLatestCodes, type AnswerProxy } from "../support/answer-proxy";
import { Browser, useTestErp } from "../support/harness";

interface Recorded {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
  /** When the proxy had the whole request, and when it had passed on the whole answer (performance.now). */
  receivedAt: number;
  answeredAt: number;
}

/** Changes a request's JSON body on its way to the demo ERP (null: sends it as it is). */
type Rewrite = (path: string, body: Record<string, unknown>) => Record<string, unknown> | null;

// The recorder in front of a proxy that can change answers (a deployment's odd latest-order list).
const demo = useTestErp({
  items: 600,
  via: async (target) => {
    answers = await startAnswerProxy(target);
    return startProxy(answers.url);
  },
});
let proxy: http.Server;
const recorded: Recorded[] = [];
let rewrite: Rewrite | null = null;
let answers: AnswerProxy;
const cookies = new Map<string, string>();

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

/** Forwards every request to the demo ERP (through `rewrite`, if set) and records path, authorization, JSON body and timing. */
function startProxy(target: string): Promise<string> {
  proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let raw = Buffer.concat(chunks);
      let body: Record<string, unknown> = {};
      try {
        body = raw.length > 0 ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      const entry: Recorded = {
        path: request.url ?? "",
        authorization: String(request.headers.authorization ?? ""),
        body,
        receivedAt: performance.now(),
        answeredAt: Infinity,
      };
      recorded.push(entry);
      const changed = rewrite?.(entry.path, body);
      if (changed) raw = Buffer.from(JSON.stringify(changed));
      const headers = { ...request.headers, "content-length": String(raw.length) };
      const upstream = http.request(`${target}${request.url}`, { method: request.method, headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on("end", () => (entry.answeredAt = performance.now()));
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
  await answers?.close();
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

describe("prices asked with the search", () => {
  const SEARCH = "/hub/search/search";
  const PRICES = "/hub/erp/get_multiple_prices";

  /** The search and price calls a signed-in listing of `query` makes (the search slowed down by 300 ms, and `faults`), and the listing. */
  async function signedInListing(query: string, customer: DemoCustomer, faults: FaultRule[] = []) {
    const cookie = await cookieOf(customer);
    const from = recorded.length;
    const result = await demo.withFaults([{ path: SEARCH, delayMs: 300 }, ...faults], () => listing(query, cookie));
    const calls = recorded.slice(from).filter((entry) => String(entry.body.customer_code) === customer.id);
    const search = calls.filter((entry) => entry.path === SEARCH);
    expect(search).toHaveLength(1);
    const prices = calls.filter((entry) => entry.path === PRICES);
    return { listing: result.listing, search: search[0]!, prices, asked: prices.map((call) => call.body.entity_codes as string[]) };
  }

  /** Every article shown has the customer's own price, and no other price is sent to the page. */
  async function expectOwnPrices(customer: DemoCustomer, result: ListingResult["listing"]) {
    const skus = result.products.map((product) => product.sku);
    expect(skus.length).toBeGreaterThan(0);
    const own = await (await (await Browser.signIn(customer)).erp("it")).catalog.prices(skus);
    expect(Object.keys(result.prices).sort()).toEqual(Object.keys(own).sort());
    for (const sku of skus) expect(result.prices[sku]?.unitPrice).toBe(own[sku]?.unitPrice);
  }

  /** Lists `query` as a guest on an empty public cache, with `change` applied to the guest's search on its way to the ERP: what the cache keeps. */
  async function guestCopy(query: string, change: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body) {
    await demo.forgetAnswers();
    rewrite = (path, body) => (path === SEARCH && String(body.customer_code) === "0" ? change(body) : null);
    try {
      return (await listing(query)).listing.products.map((product) => product.sku);
    } finally {
      rewrite = null;
    }
  }

  it("asks the prices while the search runs when a guest's copy predicts the articles", async () => {
    const predicted = await guestCopy("text=pinza");
    const run = await signedInListing("text=pinza", ROSSI);
    expect(run.asked).toEqual([predicted]);
    expect(run.prices[0]!.receivedAt).toBeLessThan(run.search.answeredAt);
    expect(run.listing.products.map((product) => product.sku)).toEqual(predicted);
    await expectOwnPrices(ROSSI, run.listing);
  });

  it.each([
    ["wholly wrong (another page)", (body: Record<string, unknown>) => ({ ...body, start: Number(body.start) + 1 })],
    ["partly wrong (half the page)", (body: Record<string, unknown>) => ({ ...body, rows: Number(body.rows) / 2 })],
  ])("asks only the articles a %s guess missed, and shows the customer's own prices", async (_, change) => {
    const predicted = await guestCopy("per_page=24", change);
    const run = await signedInListing("per_page=24", BIANCHI);
    const shown = run.listing.products.map((product) => product.sku);
    expect(run.asked[0]).toEqual(predicted);
    expect(run.prices[0]!.receivedAt).toBeLessThan(run.search.answeredAt);
    expect(run.asked[1]).toEqual(shown.filter((sku) => !predicted.includes(sku)));
    expect(run.asked).toHaveLength(2);
    expect(predicted.length).toBeGreaterThan(0);
    await expectOwnPrices(BIANCHI, run.listing);
  });

  it("takes a failed early call for a wrong guess: asks the articles shown once the search has answered", async () => {
    const predicted = await guestCopy("per_page=24", (body) => ({ ...body, start: Number(body.start) + 1 }));
    // The early call fails, retry included; the second call goes through.
    const run = await signedInListing("per_page=24", ROSSI, [{ path: PRICES, status: 503, times: 2 }]);
    expect(run.asked[0]).toEqual(predicted);
    expect(run.asked.at(-1)).toEqual(run.listing.products.map((product) => product.sku));
    await expectOwnPrices(ROSSI, run.listing);
  });

  it("without a guest's copy, asks the prices once the search has answered", async () => {
    await demo.forgetAnswers();
    const run = await signedInListing("text=martello", ROSSI);
    expect(run.asked).toEqual([run.listing.products.map((product) => product.sku)]);
    expect(run.prices[0]!.receivedAt).toBeGreaterThanOrEqual(run.search.answeredAt);
    await expectOwnPrices(ROSSI, run.listing);
  });

  it("does not guess the articles of a price-sorted listing, which follow the customer's own prices", async () => {
    await guestCopy("sort=price_asc");
    const run = await signedInListing("sort=price_asc", BIANCHI);
    expect(run.asked).toEqual([run.listing.products.map((product) => product.sku)]);
    expect(run.prices[0]!.receivedAt).toBeGreaterThanOrEqual(run.search.answeredAt);
    await expectOwnPrices(BIANCHI, run.listing);
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
    expect(event.body.record).toMatchObject({ id_client: expect.stringMatching(/.+/), address_code: expect.stringMatching(/.+/) });
  });

  it("does not track a guest, who has neither client id nor address (spec 5.12)", async () => {
    const events = (code: string) =>
      recorded.filter(
        (entry) => entry.path.endsWith("/kafka/search/track") && (entry.body.record as { listing_code?: string } | undefined)?.listing_code === code,
      );
    await listing("text=cacciavite");
    await listing("text=pinza", await cookieOf(ROSSI));
    // The customer's event arrives after the guest's would have: the guest's absence is not a race.
    await expect.poll(() => events("pinza").length).toBe(1);
    expect(events("cacciavite")).toEqual([]);
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
  const PRODUCT_LIST = "/api/method/mymb_ecommerce.controllers.wrapper.product_list";

  it("lists what a customer ordered lately, at their prices; a guest goes to /shop", async () => {
    const rossi = await listing("latest-order-list=true", await cookieOf(ROSSI));
    expect(rossi.listing.products.length).toBeGreaterThan(0);
    for (const product of rossi.listing.products) expect(rossi.listing.prices[product.sku]?.unitPrice).toBeGreaterThan(0);
    const guest = await runLoader("latest-order-list=true");
    expect(guest.location).toBe("/shop");
  });

  it("resolves the articles by internal code: with the answer's data, else one product_list by id=, then one price call", async () => {
    const cookie = await cookieOf(ROSSI);
    const from = recorded.length;
    const rossi = await listing("latest-order-list=true", cookie);
    const calls = recorded.slice(from);
    const latest = calls.find((entry) => entry.path === "/hub/account/get_latest_order_list");
    expect(latest).toBeDefined();
    const lists = calls.filter((entry) => entry.path === PRODUCT_LIST);
    // The default dialect sends the products as `data`; the varying one leaves them out, and names the page's codes only.
    if (process.env.DEMO_ERP_DIALECT === "varying") {
      expect(lists).toHaveLength(1);
      const ids = String(lists[0]!.body.id).split(",");
      expect(ids.every((id) => /^[0-9]+$/.test(id))).toBe(true);
      expect(ids).toHaveLength(rossi.listing.products.length);
    } else {
      expect(lists).toEqual([]);
    }
    expect(calls.filter((entry) => entry.path === "/hub/erp/get_multiple_prices")).toHaveLength(1);
    // The demo's ids are numbers and its skus are not: a list built from the skus would show nothing.
    expect(rossi.listing.products.every((product) => !/^[0-9]+$/.test(product.sku))).toBe(true);
    expect(Object.keys(rossi.listing.prices).sort()).toEqual(rossi.listing.products.map((product) => product.sku).sort());
  });

  it("shows a list that names codes and resolves none as an error, never N products above an empty list", async () => {
    const cookie = await cookieOf(ROSSI);
    answers.rewrite = unknownLatestCodes;
    try {
      const page = await new Browser(cookie).data<ListingResult & { listing: { unresolved: boolean } }>(loader, shopPath("latest-order-list=true"));
      expect(page.listing.unresolved).toBe(true);
      expect(page.listing.total).toBe(0);
      const modal = (await new Browser(cookie).call(latestOrdersLoader, "/api/latest-orders")).response!;
      expect(modal.status).toBe(502);
      expect(await modal.json()).toEqual({ kind: "failed" });
    } finally {
      answers.rewrite = null;
    }
  });

  it("gives the latest-order modal the same articles as JSON, for the signed-in customer only", async () => {
    const cookie = await cookieOf(ROSSI);
    const page = await listing("latest-order-list=true", cookie);
    const call = async (cookie = "") => (await new Browser(cookie).call(latestOrdersLoader, "/api/latest-orders")).response!;
    const modal = await call(cookie);
    expect(modal.status).toBe(200);
    expect(modal.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await modal.json()) as {
      kind: string;
      products: { sku: string }[];
      prices: Record<string, { unitPrice: number }>;
      lastOrdered: Record<string, { on: string | null; quantity: number | null }>;
      total: number;
    };
    expect(body.kind).toBe("list");
    expect(body.products.map((product) => product.sku)).toEqual(page.listing.products.map((product) => product.sku));
    expect(body.prices).toEqual(page.listing.prices);
    // Built from art_codes: a full first page of the articles the total counts, each with its last order.
    expect(body.products.length).toBe(Math.min(body.total, 12));
    for (const product of body.products) {
      expect(body.lastOrdered[product.sku]).toEqual({ on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), quantity: expect.any(Number) });
    }
    const guest = await call();
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ kind: "failed" });
  });
});

describe("listing flags and CMS links", () => {
  interface FlaggedListing {
    params: { flags: string[]; filters: Record<string, string[]> };
    listing: { products: { sku: string }[]; total: number; labels: Record<string, string> };
    meta: { title: string };
  }
  const guest = () => createErp({ lang: "it", customer: null });
  const searchBodies = (from: number) => recorded.slice(from).filter((entry) => entry.path.endsWith("/search/search"));

  /** Follows a CMS link (with or without its leading slash, maybe not canonical) to the listing it leads to. */
  async function follow(url: string): Promise<FlaggedListing> {
    let query = new URL(url.replace(/^\/?/, "/"), "http://shop.test").search.slice(1);
    const first = await new Browser().call<FlaggedListing>(loader, shopPath(query));
    if (first.status === 302) query = new URL(first.location!, "http://shop.test").search.slice(1);
    return new Browser().data<FlaggedListing>(loader, shopPath(query));
  }

  it("sends each listing flag to the hub search as a request field, and lists a part of the catalogue", async () => {
    const all = await listing("");
    for (const flag of ["promo_list", "next_insert", "disponibili"]) {
      const from = recorded.length;
      const flagged = await new Browser().data<FlaggedListing>(loader, shopPath(`${flag}=true`));
      expect(flagged.params.flags, flag).toEqual([flag]);
      expect(flagged.listing.total, flag).toBeGreaterThan(0);
      expect(flagged.listing.total, flag).toBeLessThan(all.listing.total);
      const [body] = searchBodies(from);
      expect(body?.body[flag], flag).toBe(true);
      expect(
        Object.keys(body!.body).filter((key) => key.startsWith("filters-")),
        flag,
      ).toEqual([]);
    }
  });

  it("follows every promo tab with a listing flag to a listing filtered by it", async () => {
    const tabs = (await guest().cms.promoTabs()).filter((tab) => /(promo_list|next_insert|disponibili)=/.test(tab.url));
    expect(tabs.length).toBe(3);
    const all = await listing("");
    for (const tab of tabs) {
      const flagged = await follow(tab.url);
      expect(flagged.params.flags, tab.url).toHaveLength(1);
      expect(flagged.listing.total, tab.url).toBeGreaterThan(0);
      expect(flagged.listing.total, tab.url).toBeLessThan(all.listing.total);
    }
  });

  it("titles a lone family level 3 with its label, never its code", async () => {
    const entry = (await guest().cms.menu()).find((item) => /family_lev3=/.test(item.url))!;
    const code = /family_lev3=([^&]+)/.exec(entry.url)![1]!;
    const lone = await new Browser().data<FlaggedListing>(loader, shopPath(`family_lev3=${code}`));
    expect(lone.params.filters).toEqual({ family_lev3: [code] });
    expect(lone.listing.labels[`family_lev3=${code}`]).toBe(entry.label);
    expect(lone.meta.title).toBe(entry.label);
    // The menu's own link leads to the same articles, whatever form the deployment writes it in.
    expect((await follow(entry.url)).listing.total).toBe(lone.listing.total);
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
      for (const key of ["min_price", "max_price"])
        if (body[key] !== undefined) expect(Number(body[key])).toBeLessThanOrEqual(LISTING.priceSlider.max);
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
