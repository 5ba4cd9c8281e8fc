// Search-engine sitemaps against the demo ERP: the index lists the pages file and one product file
// per 5,000 articles; the pages file holds home, categories, brands and CMS pages in both languages;
// the product files hold every article's page (and its variants') exactly once; everything parses as
// XML; with guest navigation off the files are 404s and robots.txt names no sitemap. However many
// ask at once, a file costs one walk of the ERP per cache period (counted through a proxy), and its
// addresses come from PUBLIC_ORIGIN, never from the request's Host.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createErp } from "~/erp/client.server";
import { ARTICLES_PER_FILE } from "~/content/sitemap";
import { loadEnv } from "~/platform/env.server";
import { productPath } from "~/catalog/product-url";
import { loader as sitemapLoader } from "~/routes/$name[.]xml";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { Browser, useTestErp } from "../support/harness";

const ORIGIN = "http://shop.test";

// More articles than one product file holds, so the catalogue takes two.
const demo = useTestErp({ items: 6_400, env: { PUBLIC_ORIGIN: ORIGIN }, via: startCountingProxy });
let proxy: http.Server;
/** The ERP calls the storefront made, by path. */
const erpCalls: string[] = [];

function startCountingProxy(target: string): Promise<string> {
  proxy = http.createServer((request, response) => {
    erpCalls.push(request.url ?? "");
    const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

afterAll(() => new Promise((resolve) => proxy.close(resolve)));

/** The ERP calls `work` makes, starting from an empty public cache. */
async function callsOf(work: () => Promise<unknown>): Promise<string[]> {
  await demo.forgetAnswers();
  erpCalls.length = 0;
  await work();
  return [...erpCalls];
}

interface Alternate {
  "@_rel": string;
  "@_hreflang": string;
  "@_href": string;
}
interface UrlEntry {
  loc: string;
  "xhtml:link": Alternate[];
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name) });

async function get(path: string): Promise<Response> {
  const name = /^\/([^/]+)\.xml$/.exec(path)?.[1];
  const answer = await new Browser().call(name === undefined ? robotsLoader : sitemapLoader, path, { params: name === undefined ? {} : { name } });
  return answer.response!;
}

/** A sitemap file's answer, checked and parsed. */
async function xmlOf(path: string): Promise<Record<string, unknown>> {
  const answer = await get(path);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  expect(answer.headers.get("Cache-Control")).toBe("public, max-age=3600");
  const xml = await answer.text();
  expect(XMLValidator.validate(xml), path).toBe(true);
  return parser.parse(xml) as Record<string, unknown>;
}

async function urlsOf(path: string): Promise<UrlEntry[]> {
  const { urlset } = (await xmlOf(path)) as { urlset: { url: UrlEntry[]; "@_xmlns": string; "@_xmlns:xhtml": string } };
  expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(urlset["@_xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  return urlset.url;
}

/** Each entry's Italian address comes with its alternates: Italian, English under /en, x-default Italian. */
function expectAlternates(entry: UrlEntry) {
  const path = entry.loc.slice(ORIGIN.length);
  const english = path === "/" ? "/en" : `/en${path}`;
  expect(entry["xhtml:link"].map((link) => [link["@_rel"], link["@_hreflang"], link["@_href"]])).toEqual([
    ["alternate", "it", entry.loc],
    ["alternate", "en", ORIGIN + english],
    ["alternate", "x-default", entry.loc],
  ]);
}

afterEach(() => {
  delete process.env.GUEST_NAVIGATION;
  loadEnv();
});

describe("sitemaps with guest navigation on", () => {
  it("the index lists the pages file and one product file per 5,000 articles", async () => {
    const { total } = await createErp({ lang: "it", customer: null }).catalog.search({
      text: "",
      filters: {},
      page: 0,
      perPage: 1,
      sort: "relevance",
    });
    const files = Math.ceil(total / ARTICLES_PER_FILE);
    expect(files).toBe(2);
    const { sitemapindex } = (await xmlOf("/sitemap.xml")) as { sitemapindex: { sitemap: { loc: string }[] } };
    expect(sitemapindex.sitemap.map((file) => file.loc)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-products-1.xml`,
      `${ORIGIN}/sitemap-products-2.xml`,
    ]);
  });

  it("the pages file holds home, the menu's categories, brands, blog and CMS pages, in both languages, and no private page", async () => {
    const entries = await urlsOf("/sitemap-pages.xml");
    entries.forEach(expectAlternates);
    const paths = entries.map((entry) => entry.loc.slice(ORIGIN.length));
    expect(paths.slice(0, 2)).toEqual(["/", "/shop"]);
    expect(new Set(paths).size).toBe(paths.length);
    // Categories from the menu, written as the listing writes them.
    expect(paths.filter((path) => /^\/shop\?family_lev1=[^&]+$/.test(path)).length).toBeGreaterThan(3);
    expect(paths).toContain("/pages/brands");
    expect(paths.filter((path) => path.startsWith("/shop?filters-id_brand=")).length).toBeGreaterThan(10);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/pages/blog",
        "/pages/blog/come-scegliere-il-trapano-giusto",
        "/pages/flyers",
        "/pages/about-us",
        "/pages/contact-us",
      ]),
    );
    // The CMS pages the footer and the home banners link to.
    expect(paths).toEqual(expect.arrayContaining(["/web-page/condizioni-di-vendita", "/web-page/spedizioni", "/web-page/privacy"]));
    expect(paths.filter((path) => /\/pages\/(account|agent|cart|checkout|orders|order_detail|wishlist|login|register)/.test(path))).toEqual([]);
  });

  it("the product files hold every article's page and its variants' pages, once, and there is no third file", async () => {
    const [first, second] = [await urlsOf("/sitemap-products-1.xml"), await urlsOf("/sitemap-products-2.xml")];
    [...first.slice(0, 50), ...second.slice(0, 50)].forEach(expectAlternates);
    const paths = [...first, ...second].map((entry) => entry.loc.slice(ORIGIN.length));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => /^\/product\/(default|child)\/[^/]+$/.test(path))).toBe(true);

    const erp = createErp({ lang: "it", customer: null });
    const { products, total } = await erp.catalog.search({ text: "", filters: {}, page: 0, perPage: 100, sort: "relevance" });
    const withVariants = products.find((product) => product.children.length > 0);
    expect(withVariants, "the demo catalogue has articles with variants").toBeDefined();
    expect(paths).toContain(productPath(withVariants!));
    expect(paths).toContain(productPath(withVariants!.children[0]!));
    const articles = paths.filter((path) => path.startsWith("/product/default/")).length;
    expect(articles).toBe(total);

    expect((await get("/sitemap-products-3.xml")).status).toBe(404);
  });

  it("any other .xml name is a 404", async () => {
    expect((await get("/feed.xml")).status).toBe(404);
  });

  it("robots.txt names the sitemap and keeps crawlers off the product modals", async () => {
    const answer = await get("/robots.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await answer.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain("Disallow: /*?modal=\n");
  });
});

describe("what a sitemap costs and whose address it writes", () => {
  it("concurrent requests for a file share one walk of the ERP, and later ones within the cache period make none", async () => {
    const twelve = (path: string) => Promise.all(Array.from({ length: 12 }, () => get(path)));
    const answeredFromTheCache = async (path: string) => {
      erpCalls.length = 0;
      expect((await twelve(path)).every((answer) => answer.status === 200)).toBe(true);
      expect(erpCalls, path).toEqual([]);
    };
    // A product file: the index's one search, then the file's hub pages, once.
    const products = await callsOf(() => twelve("/sitemap-products-1.xml"));
    expect(products).toHaveLength(1 + ARTICLES_PER_FILE / 100);
    expect(products.every((call) => call.startsWith("/hub/search/search"))).toBe(true);
    await answeredFromTheCache("/sitemap-products-1.xml");
    await answeredFromTheCache("/sitemap.xml");
    // The pages file: as many calls for twelve at once as for one.
    const one = await callsOf(() => get("/sitemap-pages.xml"));
    expect(one.length).toBeGreaterThan(2);
    expect(await callsOf(() => twelve("/sitemap-pages.xml"))).toHaveLength(one.length);
    await answeredFromTheCache("/sitemap-pages.xml");
  }, 60_000);

  it("a product file the index does not list is a 404 without walking the catalogue", async () => {
    await get("/sitemap.xml");
    erpCalls.length = 0;
    for (let number = 3; number < 30; number++) expect((await get(`/sitemap-products-${number}.xml`)).status).toBe(404);
    expect(erpCalls).toEqual([]);
  });

  it("never writes the request's Host into a sitemap or robots.txt", async () => {
    const forged = (path: string) => new Request(`http://attacker.example${path}`, { headers: { Host: "attacker.example" } });
    for (const name of ["sitemap", "sitemap-pages", "sitemap-products-1"]) {
      const answer = (await sitemapLoader({ request: forged(`/${name}.xml`), params: { name }, context: { cspNonce: "" } })) as Response;
      const xml = await answer.text();
      expect(xml, name).not.toContain("attacker.example");
      expect(xml, name).toContain(`<loc>${ORIGIN}/`);
    }
    const robots = await (robotsLoader() as Response).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("in production without PUBLIC_ORIGIN there is no sitemap, and robots.txt names none", async () => {
    loadEnv({ ...process.env, NODE_ENV: "production", PUBLIC_ORIGIN: "" });
    expect((await get("/sitemap.xml")).status).toBe(404);
    expect(await (await get("/robots.txt")).text()).not.toContain("Sitemap:");
  });
});

describe("sitemaps with guest navigation off", () => {
  it("the sitemap files are 404s and robots.txt names no sitemap", async () => {
    process.env.GUEST_NAVIGATION = "false";
    loadEnv();
    for (const path of ["/sitemap.xml", "/sitemap-pages.xml", "/sitemap-products-1.xml"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /*?modal=");
    expect(robots).not.toContain("Sitemap:");
  });
});
