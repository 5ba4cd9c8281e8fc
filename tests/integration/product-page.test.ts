// The product page's loader, called with real Requests and session cookies against the demo ERP
// (in-process, over HTTP): each customer gets their own prices even when requests overlap, a
// guest gets guest prices and no documents, unknown articles are 404s, and non-canonical
// addresses redirect.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { ProductPageData } from "~/catalog/product-page.server";
import { resetPublicCache } from "~/erp/cache.server";
import { createErp } from "~/erp/client.server";
import type { Price, Product } from "~/erp/types";
import { loadEnv } from "~/platform/env.server";
import { loader } from "~/routes/($lang).product.$type.$slug";
import { Browser, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

const demo = useTestErp();
let parent: Product;
let rossi: Browser;
let bianchi: Browser;

beforeAll(async () => {
  [rossi, bianchi] = await Promise.all([Browser.signIn(ROSSI), Browser.signIn(BIANCHI)]);
  const guest = createErp({ lang: "it", customer: null });
  const { products } = await guest.catalog.search({ text: "", filters: {}, page: 0, perPage: 100, sort: "relevance" });
  const found = products.find((product) => product.children.length > 1);
  if (!found) throw new Error("the demo catalogue has no parent article on its first page");
  parent = found;
});

/** Calls the product page's loader for an address, its type and code read from it. */
function open(pathname: string, browser = new Browser()) {
  const [, type, slug] = /^(?:\/en)?\/product\/([^/?]+)\/([^/?]+)/.exec(pathname)!.map((part) => decodeURIComponent(part));
  return browser.call<{ page: ProductPageData; signedIn: boolean; modal: string | null }>(loader, pathname, { params: { type: type!, slug: slug! } });
}

async function pageOf(pathname: string, browser?: Browser): Promise<{ page: ProductPageData; signedIn: boolean; modal: string | null }> {
  const answer = await open(pathname, browser);
  expect(answer.response).toBeNull();
  // Never stored for a signed-in customer; a guest's copy may be restored by the back/forward cache.
  expect(answer.headers.get("Cache-Control")).toBe(browser ? "private, no-store" : "private, no-cache");
  return answer.data;
}

/** The Response the loader throws for an address (a redirect, a 404). */
async function thrown(pathname: string): Promise<Response> {
  const answer = await open(pathname);
  expect(answer.thrown).toBe(true);
  return answer.response!;
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
    const [rossiPage, bianchiPage, guestPage] = await Promise.all([
      pageOf(`/product/child/${childSku}`, rossi),
      pageOf(`/product/child/${childSku}`, bianchi),
      pageOf(`/product/child/${childSku}`),
    ]);
    const [rossiDirect, bianchiDirect, guestDirect] = await Promise.all([
      (await rossi.erp("it")).catalog.prices([childSku]),
      (await bianchi.erp("it")).catalog.prices([childSku]),
      createErp({ lang: "it", customer: null }).catalog.prices([childSku]),
    ]);
    expect(cents(rossiPage.page.prices[childSku])).toBe(cents(rossiDirect[childSku]));
    expect(cents(bianchiPage.page.prices[childSku])).toBe(cents(bianchiDirect[childSku]));
    expect(cents(guestPage.page.prices[childSku])).toBe(cents(guestDirect[childSku]));
    expect(cents(rossiPage.page.prices[childSku])).not.toBe(cents(bianchiPage.page.prices[childSku]));
    expect(cents(rossiPage.page.prices[childSku])).not.toBe(cents(guestPage.page.prices[childSku]));
    expect(rossiPage.signedIn).toBe(true);
    expect(guestPage.signedIn).toBe(false);
  });

  it("lists related documents for a signed-in customer only", async () => {
    const [guest, customer] = await Promise.all([pageOf(`/product/default/${parent.sku}`), pageOf(`/product/default/${parent.sku}`, rossi)]);
    expect(guest.page.documents).toBeNull();
    expect(customer.page.documents?.length).toBeGreaterThan(0);
    for (const document of customer.page.documents ?? []) expect(document.url).toMatch(/^\/media\/[^/]+\/(files|pdf)\/docs\/.+\.pdf$/);
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

  it("still shows the article when its accessories cannot be read", async () => {
    resetPublicCache();
    await demo.withFaults([{ path: "/hub/erp/accessories", status: 503 }], async () => {
      const { page } = await pageOf(`/product/default/${parent.sku}`);
      expect(page.product.sku).toBe(parent.sku);
      expect(page.accessories).toEqual([]);
      expect(page.children.length).toBeGreaterThan(1);
    });
  });

  it("ignores an unknown modal", async () => {
    const { modal } = await pageOf(`/product/default/${parent.sku}?modal=<script>`);
    expect(modal).toBeNull();
  });

  it("redirects an article to its one address, keeping the language", async () => {
    const child = parent.children[0]!;
    const toChild = await thrown(`/product/default/${child.sku}`);
    expect(toChild.status).toBe(302);
    expect(toChild.headers.get("Location")).toBe(`/product/child/${child.sku}`);
    const toParent = await thrown(`/en/product/child/${parent.sku.toLowerCase()}`);
    expect(toParent.status).toBe(302);
    expect(toParent.headers.get("Location")).toBe(`/en/product/default/${parent.sku}`);
  });

  it("answers 404 for an unknown article, an unknown type or a malformed code", async () => {
    expect((await thrown("/product/default/ZZ99999")).status).toBe(404);
    expect((await thrown("/product/other/ZZ99999")).status).toBe(404);
    expect((await thrown("/product/default/..%2Fetc")).status).toBe(404);
  });
});
