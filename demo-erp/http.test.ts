import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDemoErp, type DemoErp } from "./app";
import { languageOf } from "./http";

const TOKEN = "http-test-app-token";
const GUEST = { customer_code: 0, address_code: 0, id_cart: 0 };
const W = "/api/method/mymb_ecommerce.controllers.wrapper";

let erp: DemoErp;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-erp-http-"));
  erp = await startDemoErp({ dbPath: path.join(dir, "erp.sqlite"), items: 400, appToken: TOKEN });
});
afterAll(async () => {
  await erp.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call(
  method: string,
  urlPath: string,
  options: { body?: unknown; raw?: string; token?: string | null; scheme?: string; lang?: string; requestId?: string } = {},
) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "Accept-Language": options.lang ?? "it" };
  if (options.requestId) headers["X-Request-Id"] = options.requestId;
  if (options.token !== null) headers.Authorization = `${options.scheme ?? "Bearer"} ${options.token ?? TOKEN}`;
  const response = await fetch(erp.url + urlPath, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text(), headers: response.headers };
}

const json = (text: string) => JSON.parse(text) as any;

describe("auth", () => {
  it("answers 401 without a token or with an unknown one, in the style of each area", async () => {
    const hub = await call("POST", "/hub/search/search", { body: GUEST, token: null });
    expect(hub.status).toBe(401);
    expect(json(hub.text)).toEqual({ status: "error", message: "Unauthorized" });
    const frappe = await call("POST", `${W}.autocomplete`, { body: { q: "vite" }, token: "wrong" });
    expect(frappe.status).toBe(401);
    const body = json(frappe.text);
    expect(body.exc_type).toBe("AuthenticationError");
    expect(JSON.parse(JSON.parse(body._server_messages)[0]).message).toBe("Not permitted");
  });

  it("accepts the app token as `token X` and `Bearer X`, and leaves public paths open", async () => {
    expect((await call("POST", "/hub/search/search", { body: { ...GUEST, rows: 1 }, scheme: "token" })).status).toBe(200);
    expect(json((await call("GET", "/api/method/ping", { token: null })).text)).toEqual({ message: "pong" });
    expect((await call("GET", "/cms/b2b-promo-slider", { token: null })).status).toBe(200);
  });

  it("refuses a customer context sent with the app token", async () => {
    const answer = await call("POST", "/hub/search/search", { body: { customer_code: "10001", address_code: "1", id_cart: 0 } });
    expect(answer.status).toBe(403);
  });
});

describe("envelopes", () => {
  it("answers hub search at top level and Frappe calls inside message", async () => {
    const search = json((await call("POST", "/hub/search/search", { body: { ...GUEST, text: "", rows: 2 } })).text);
    expect(search.status).toBe("success");
    expect(search.results).toHaveLength(2);
    expect(search.numFound).toBeGreaterThan(2);
    const sku = search.results[0].sku as string;
    const item = json((await call("POST", `${W}.get_item`, { body: { id: sku }, scheme: "token" })).text);
    expect(item.message.data.sku).toBe(sku);
    expect(item.message.extra_info.docs[0].url).toBe(`/files/docs/${sku}-scheda.pdf`);
    const missing = json((await call("POST", `${W}.get_item`, { body: { id: "XX999" }, scheme: "token" })).text);
    expect(missing).toEqual({ message: [{ success: false, message: "Item not found" }, 404] });
  });

  it("wraps the menu but not the promo tabs and home data", async () => {
    const menu = json((await call("GET", "/cms/b2b-menu-items", { token: null, lang: "en" })).text);
    expect(menu.message.find((item: any) => item.name === "EL")).toMatchObject({
      title: "Power tools",
      parent_menu: "",
      url: "/shop?family_lev1=EL",
    });
    expect(menu.message.some((item: any) => item.disable === 1)).toBe(true);
    expect(menu.message.some((item: any) => item.url.startsWith("https://"))).toBe(true);
    const tabs = json((await call("GET", "/cms/b2b-promo-slider", { token: null })).text);
    expect(Array.isArray(tabs)).toBe(true);
    expect(tabs.some((tab: any) => tab.url.includes("latest-order-list=true"))).toBe(true);
    const home = json((await call("GET", "/cms/b2b-home-data", { token: null })).text);
    expect(home.flyer.some((flyer: any) => flyer.status === "Draft")).toBe(true);
    expect(home.slider_top.some((slide: any) => slide.b2b === 0)).toBe(true);
  });

  it("answers bad JSON with 400 on the hub and 417 on Frappe", async () => {
    const hub = await call("POST", "/hub/search/search", { raw: "{not json" });
    expect(hub.status).toBe(400);
    expect(json(hub.text).status).toBe("error");
    const frappe = await call("POST", `${W}.get_item`, { raw: "{not json", scheme: "token" });
    expect(frappe.status).toBe(417);
    expect(JSON.parse(JSON.parse(json(frappe.text)._server_messages)[0])).toEqual({ message: "Invalid JSON body" });
  });

  it("refuses an empty price request and answers unknown paths with 404", async () => {
    expect((await call("POST", "/hub/erp/get_multiple_prices", { body: { ...GUEST, entity_codes: [] } })).status).toBe(400);
    expect((await call("POST", "/hub/nothing/here", { body: {} })).status).toBe(404);
  });

  it("prices a barcode as its article, keyed by the barcode sent, as production ERPs do", async () => {
    const search = json((await call("POST", "/hub/search/search", { body: { ...GUEST, rows: 100 } })).text);
    const article = (search.results as Array<{ sku: string; barcodes: string[] }>).find((product) => product.barcodes.length > 0)!;
    const barcode = article.barcodes[0]!;
    const prices = json((await call("POST", "/hub/erp/get_multiple_prices", { body: { ...GUEST, entity_codes: [barcode, article.sku] } })).text).data;
    expect(Object.keys(prices).sort()).toEqual([barcode, article.sku].sort());
    expect(prices[barcode]).toEqual(prices[article.sku]);
  });

  it("serves generated SVGs and real PDFs", async () => {
    const search = json((await call("POST", "/hub/search/search", { body: { ...GUEST, rows: 1 } })).text);
    const product = search.results[0];
    const image = await call("GET", product.images[0].thumb, { token: null });
    expect(image.status).toBe(200);
    expect(image.type).toContain("image/svg+xml");
    expect(image.text).toMatch(/^<svg [^>]*width="160" height="160" viewBox="0 0 600 600"/);
    const pdf = await fetch(erp.url + product.docs[0].url);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const home = json((await call("GET", "/cms/b2b-home-data", { token: null })).text);
    const flyer = await fetch(erp.url + home.flyer[0].url);
    expect(new TextDecoder().decode((await flyer.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("reads the language from Accept-Language", () => {
    expect(languageOf(undefined)).toBe("it");
    expect(languageOf("en-US,en;q=0.9")).toBe("en");
    expect(languageOf("de-DE, it;q=0.5, en;q=0.8")).toBe("en");
    expect(languageOf("fr")).toBe("it");
  });
});

describe("fault knobs", () => {
  const setFaults = (rules: unknown[]) => call("PUT", "/__demo/faults", { body: { rules } });
  afterEach(async () => {
    await call("DELETE", "/__demo/faults");
  });

  it("need the application token", async () => {
    expect((await call("PUT", "/__demo/faults", { body: { rules: [] }, token: null })).status).toBe(401);
    expect((await call("PUT", "/__demo/faults", { body: { rules: [{ path: "" }] } })).status).toBe(400);
  });

  it("delay an answer", async () => {
    await setFaults([{ path: "/api/method/ping", delayMs: 150 }]);
    const started = Date.now();
    expect((await call("GET", "/api/method/ping")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("work out a delayed call during the delay and hold back only its answer, as a slow ERP would", async () => {
    const subscribe = "/api/method/omnicommerce.controllers.newsletter.subscribe";
    await setFaults([{ path: subscribe, delayMs: 2000 }]);
    let answered = false;
    const slow = call("POST", subscribe, { body: { email: "slow@example.com" } }).finally(() => (answered = true));
    // The demo page lists the sign-ups stored: this one shows there while its answer still waits.
    await expect.poll(async () => (await call("GET", "/__demo/", { token: null })).text.includes("slow@example.com"), { timeout: 5000 }).toBe(true);
    expect(answered).toBe(false);
    expect(json((await slow).text).message.status).toBe("success");
  });

  it("answer a status a given number of times", async () => {
    await setFaults([{ path: "/hub/search/", status: 503, times: 2 }]);
    expect((await call("POST", "/hub/search/search", { body: GUEST })).status).toBe(503);
    expect((await call("POST", "/hub/search/facet", { body: GUEST })).status).toBe(503);
    expect((await call("POST", "/hub/search/search", { body: GUEST })).status).toBe(200);
  });

  it("reset the connection", async () => {
    await setFaults([{ path: "*", reset: true, times: 1 }]);
    await expect(fetch(`${erp.url}/api/method/ping`)).rejects.toThrow();
    expect((await call("GET", "/api/method/ping")).status).toBe(200);
  });

  it("answer truncated JSON", async () => {
    await setFaults([{ path: "/cms/", malformed: true }]);
    const answer = await call("GET", "/cms/b2b-menu-items", { token: null });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('{"message": ');
    expect(() => JSON.parse(answer.text)).toThrow();
    await call("DELETE", "/__demo/faults");
    expect(json((await call("GET", "/cms/b2b-menu-items", { token: null })).text).message.length).toBeGreaterThan(0);
  });

  it("of a scope apply only to calls whose request id starts with it, beside the unscoped ones, and clear by scope", async () => {
    const scoped = (scope: string, rules: unknown[]) => call("PUT", "/__demo/faults", { body: { scope, rules } });
    await scoped("test-one-scope", [{ path: "/hub/search/search", status: 503 }]);
    await scoped("test-two-scope", [{ path: "/hub/search/search", status: 502 }]);
    await setFaults([{ path: "/api/method/ping", status: 500 }]);
    const search = (requestId?: string) => call("POST", "/hub/search/search", { body: GUEST, requestId });
    expect((await search("test-one-scope-request-1")).status).toBe(503);
    expect((await search("test-two-scope-request-1")).status).toBe(502);
    expect((await search("another-request-id")).status).toBe(200);
    expect((await search()).status).toBe(200);
    // Unscoped rules reach every call, a scoped one's too.
    expect((await call("GET", "/api/method/ping", { requestId: "test-one-scope-request-2" })).status).toBe(500);

    expect((await call("DELETE", "/__demo/faults?scope=test-one-scope")).status).toBe(200);
    expect((await search("test-one-scope-request-3")).status).toBe(200);
    expect((await search("test-two-scope-request-2")).status).toBe(502);
    expect((await call("GET", "/api/method/ping")).status).toBe(500);
    expect((await call("PUT", "/__demo/faults", { body: { scope: "bad scope!", rules: [] } })).status).toBe(400);
  });
});

describe("call counts", () => {
  it("count the calls of a scope by path, from when a test starts counting, and only that scope's", async () => {
    const search = (requestId: string) => call("POST", "/hub/search/search", { body: GUEST, requestId });
    await search("count-scope-request-0");
    expect((await call("PUT", "/__demo/calls", { body: { scope: "count-scope" } })).status).toBe(200);
    await search("count-scope-request-1");
    await search("count-scope-request-2");
    await call("GET", "/api/method/ping", { requestId: "count-scope-request-3" });
    await search("other-scope-request-1");
    const counts = json((await call("GET", "/__demo/calls?scope=count-scope")).text).calls;
    expect(counts).toEqual({ "/hub/search/search": 2, "/api/method/ping": 1 });
    expect(json((await call("GET", "/__demo/calls?scope=never-counted")).text).calls).toEqual({});
    expect((await call("GET", "/__demo/calls")).status).toBe(400);
    expect((await call("GET", "/__demo/calls?scope=count-scope", { token: null })).status).toBe(401);
  });
});

describe("customer copies for tests", () => {
  it("copy a demo customer with a login, prices, addresses and a history of their own", async () => {
    const copy = json((await call("POST", "/__demo/customers", { body: { like: "acquisti@ferramentarossi.example" } })).text).customer;
    expect(copy.username).toMatch(/^acquisti\+t\d+@ferramentarossi\.example$/);
    expect(copy.company).toMatch(/^Ferramenta Rossi & Figli S\.r\.l\. t\d+$/);
    const login = json((await call("POST", "/hub/wrapper/login", { body: { username: copy.username, password: copy.password } })).text).message;
    expect(login.customer_code ?? login.client_id ?? login.user?.client_id).toBeDefined();
    expect(JSON.stringify(login)).toContain(copy.id);
    const second = json((await call("POST", "/__demo/customers", { body: { like: "acquisti@ferramentarossi.example" } })).text).customer;
    expect(second.id).not.toBe(copy.id);
  });

  it("are refused for an unknown customer and without the application token", async () => {
    expect((await call("POST", "/__demo/customers", { body: { like: "nobody@example.com" } })).status).toBe(400);
    expect((await call("POST", "/__demo/customers", { body: { like: "acquisti@ferramentarossi.example" }, token: null })).status).toBe(401);
  });
});
