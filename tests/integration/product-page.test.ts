// The product page's loader, called with real Requests and session cookies against the demo ERP
// (in-process, over HTTP): each customer gets their own prices even when requests overlap, a
// guest gets guest prices and no documents, unknown articles are 404s, and non-canonical
// addresses redirect.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoErp } from "../../demo-erp/app";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { ProductPageData } from "~/catalog/product-page.server";
import { resetPublicCache } from "~/erp/cache.server";
import { closeErpTransport, createErp } from "~/erp/client.server";
import type { CustomerContext, Price, Product, SignedIn } from "~/erp/types";
import { loadEnv } from "~/platform/env.server";
import { sessionStorage } from "~/platform/session.server";
import { loader } from "~/routes/($lang).product.$type.$slug";

const APP_TOKEN = "product-page-test-token";
const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

let demo: { url: string; close(): Promise<void> };
let dir: string;
let parent: Product;
const signedIn = new Map<string, SignedIn>();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "product-page-"));
  demo = await startDemoErp({ dbPath: path.join(dir, "erp.sqlite"), items: 400, appToken: APP_TOKEN });
  Object.assign(process.env, {
    ERP_API_URL: demo.url,
    ERP_HUB_URL: `${demo.url}/hub`,
    CMS_URL: `${demo.url}/cms`,
    TRACKING_URL: `${demo.url}/tracking`,
    ERP_APP_TOKEN: APP_TOKEN,
    SESSION_SECRET: "product-page-session-secret-0123",
  });
  loadEnv();
  resetPublicCache();
  const guest = createErp({ lang: "it", customer: null });
  for (const customer of [ROSSI, BIANCHI]) signedIn.set(customer.id, await guest.session.login(customer.username, customer.password));
  const { products } = await guest.catalog.search({ text: "", filters: {}, page: 0, perPage: 100, sort: "relevance" });
  const found = products.find((product) => product.children.length > 1);
  if (!found) throw new Error("the demo catalogue has no parent article on its first page");
  parent = found;
});

afterAll(async () => {
  await closeErpTransport();
  resetPublicCache();
  await demo?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function contextOf(customer: DemoCustomer): CustomerContext {
  const session = signedIn.get(customer.id)!;
  return { token: session.token, clientId: session.clientId, addressCode: session.addresses[0]!.code, cartId: 0 };
}

async function cookieOf(customer: DemoCustomer, priceView?: "net" | "gross"): Promise<string> {
  const session = await sessionStorage().getSession();
  if (priceView) session.set("priceView", priceView);
  const signed = signedIn.get(customer.id)!;
  session.set("token", signed.token);
  session.set("clientId", signed.clientId);
  session.set("addressCode", signed.addresses[0]!.code);
  session.set("addresses", signed.addresses);
  session.set("name", signed.name);
  session.set("company", signed.company);
  session.set("username", customer.username);
  return (await sessionStorage().commitSession(session)).split(";")[0]!;
}

async function callLoader(pathname: string, cookie?: string) {
  const match = /^(?:\/(en))?\/product\/([^/?]+)\/([^/?]+)/.exec(pathname)!;
  const [, lang, type, slug] = match.map((part) => (part === undefined ? undefined : decodeURIComponent(part)));
  const request = new Request(`http://shop.test${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  return loader({ request, params: { lang, type, slug }, context: {} as AppLoadContext });
}

async function pageOf(pathname: string, cookie?: string): Promise<{ page: ProductPageData; signedIn: boolean; modal: string | null }> {
  const result = (await callLoader(pathname, cookie)) as unknown as {
    data: { page: ProductPageData; signedIn: boolean; modal: string | null };
    init: ResponseInit;
  };
  expect(new Headers(result.init.headers).get("Cache-Control")).toBe("private, no-store");
  return result.data;
}

async function thrown(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

async function setFaults(rules: unknown[]): Promise<void> {
  const response = await fetch(`${demo.url}/__demo/faults`, {
    method: rules.length > 0 ? "PUT" : "DELETE",
    headers: { "Content-Type": "application/json", Authorization: `token ${APP_TOKEN}` },
    body: rules.length > 0 ? JSON.stringify({ rules }) : undefined,
  });
  expect(response.status).toBeLessThan(300);
}

const cents = (price: Price | undefined) => Math.round((price?.unitPrice ?? Number.NaN) * 100);

describe("product page loader", () => {
  it("shows a parent with its children, related products and all their prices", async () => {
    const { page } = await pageOf(`/product/default/${parent.sku}`);
    expect(page.product.sku).toBe(parent.sku);
    expect(page.children.map((child) => child.sku)).toEqual(parent.children.map((child) => child.sku));
    for (const child of page.children) expect(page.prices[child.sku]?.unitPrice).toBeGreaterThan(0);
    for (const item of [...page.related, ...page.accessories]) expect(page.prices[item.sku]).toBeDefined();
    expect(page.assistancePath).toMatch(/^\/pages\/contact-us\?type=assistance&sku=/);
  });

  it("shows availability and stock only when SHOP_SHOW_AVAILABILITY is on (off by default, as in the spec)", async () => {
    const hidden = (await pageOf(`/product/default/${parent.sku}`)).page;
    expect(hidden.product.availability).toBeNull();
    expect([...hidden.children, ...hidden.related].map((item) => item.availability)).toEqual([...hidden.children, ...hidden.related].map(() => null));
    loadEnv({ ...process.env, SHOP_SHOW_AVAILABILITY: "true" });
    try {
      const shown = (await pageOf(`/product/default/${parent.sku}`)).page;
      expect(shown.product.availability).toEqual({ state: parent.availability, stock: parent.stock });
      expect(shown.children.map((child) => child.availability)).toEqual(parent.children.map((child) => child.availability));
      expect(shown.related.length).toBeGreaterThan(0);
      for (const item of shown.related) expect(["available", "arriving", "unavailable"]).toContain(item.availability);
    } finally {
      loadEnv();
    }
  });

  it("gives two customers their own prices, even when their requests overlap, and a guest the guest prices", async () => {
    const childSku = parent.children[0]!.sku;
    const [rossiCookie, bianchiCookie] = await Promise.all([cookieOf(ROSSI), cookieOf(BIANCHI)]);
    const [rossi, bianchi, guest] = await Promise.all([
      pageOf(`/product/child/${childSku}`, rossiCookie),
      pageOf(`/product/child/${childSku}`, bianchiCookie),
      pageOf(`/product/child/${childSku}`),
    ]);
    const [rossiDirect, bianchiDirect, guestDirect] = await Promise.all([
      createErp({ lang: "it", customer: contextOf(ROSSI) }).catalog.prices([childSku]),
      createErp({ lang: "it", customer: contextOf(BIANCHI) }).catalog.prices([childSku]),
      createErp({ lang: "it", customer: null }).catalog.prices([childSku]),
    ]);
    expect(cents(rossi.page.prices[childSku])).toBe(cents(rossiDirect[childSku]));
    expect(cents(bianchi.page.prices[childSku])).toBe(cents(bianchiDirect[childSku]));
    expect(cents(guest.page.prices[childSku])).toBe(cents(guestDirect[childSku]));
    expect(cents(rossi.page.prices[childSku])).not.toBe(cents(bianchi.page.prices[childSku]));
    expect(cents(rossi.page.prices[childSku])).not.toBe(cents(guest.page.prices[childSku]));
    expect(rossi.signedIn).toBe(true);
    expect(guest.signedIn).toBe(false);
  });

  it("lists related documents for a signed-in customer only", async () => {
    const [guest, customer] = await Promise.all([
      pageOf(`/product/default/${parent.sku}`),
      pageOf(`/product/default/${parent.sku}`, await cookieOf(ROSSI)),
    ]);
    expect(guest.page.documents).toBeNull();
    expect(customer.page.documents?.length).toBeGreaterThan(0);
    for (const document of customer.page.documents ?? []) expect(document.url).toMatch(/^\/media\/files\/docs\/.+\.pdf$/);
  });

  it("shows a child with its parent's link and related products, and the barcodes modal when asked", async () => {
    const child = parent.children[1]!;
    const { page, modal } = await pageOf(`/en/product/child/${child.sku}?modal=barcodes`);
    expect(modal).toBe("barcodes");
    expect(page.type).toBe("child");
    expect(page.product.parent).toEqual({ sku: parent.sku, path: `/en/product/default/${parent.sku}` });
    expect(page.product.barcodes.length).toBeGreaterThan(0);
    expect(page.children).toEqual([]);
    const parentPage = await pageOf(`/product/default/${parent.sku}`);
    expect(page.related.map((item) => item.sku)).toEqual(parentPage.page.related.map((item) => item.sku));
  });

  it("shows net prices by default and gross prices when the customer chose them", async () => {
    const [byDefault, gross] = await Promise.all([
      pageOf(`/product/default/${parent.sku}`, await cookieOf(ROSSI)),
      pageOf(`/product/default/${parent.sku}`, await cookieOf(ROSSI, "gross")),
    ]);
    expect(byDefault.page.priceView).toBe("net");
    expect(gross.page.priceView).toBe("gross");
  });

  it("still shows the article when its accessories cannot be read", async () => {
    resetPublicCache();
    await setFaults([{ path: "/hub/erp/accessories", status: 503 }]);
    try {
      const { page } = await pageOf(`/product/default/${parent.sku}`);
      expect(page.product.sku).toBe(parent.sku);
      expect(page.accessories).toEqual([]);
      expect(page.children.length).toBeGreaterThan(1);
    } finally {
      await setFaults([]);
    }
  });

  it("ignores an unknown modal", async () => {
    const { modal } = await pageOf(`/product/default/${parent.sku}?modal=<script>`);
    expect(modal).toBeNull();
  });

  it("redirects an article to its one address, keeping the language", async () => {
    const child = parent.children[0]!;
    const toChild = await thrown(callLoader(`/product/default/${child.sku}`));
    expect(toChild.status).toBe(302);
    expect(toChild.headers.get("Location")).toBe(`/product/child/${child.sku}`);
    const toParent = await thrown(callLoader(`/en/product/child/${parent.sku.toLowerCase()}`));
    expect(toParent.status).toBe(302);
    expect(toParent.headers.get("Location")).toBe(`/en/product/default/${parent.sku}`);
  });

  it("answers 404 for an unknown article, an unknown type or a malformed code", async () => {
    expect((await thrown(callLoader("/product/default/ZZ99999"))).status).toBe(404);
    expect((await thrown(callLoader("/product/other/ZZ99999"))).status).toBe(404);
    expect((await thrown(callLoader("/product/default/..%2Fetc"))).status).toBe(404);
  });
});
