// Search-engine sitemaps against the demo ERP: the index lists the pages file and one product file
// per 5,000 articles; the pages file holds home, categories, brands and CMS pages in both languages;
// the product files hold every article's page (and its variants') exactly once; everything parses as
// XML; with guest navigation off the files are 404s and robots.txt names no sitemap.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, describe, expect, it } from "vitest";
import { createErp } from "~/erp/client.server";
import { ARTICLES_PER_FILE } from "~/content/sitemap";
import { loadEnv } from "~/platform/env.server";
import { productPath } from "~/catalog/product-url";
import { loader as sitemapLoader } from "~/routes/$name[.]xml";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { Browser, useTestErp } from "../support/harness";

const ORIGIN = "http://shop.test";

// More articles than one product file holds, so the catalogue takes two.
useTestErp({ items: 6_400 });

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
