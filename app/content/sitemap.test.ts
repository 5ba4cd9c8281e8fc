import { describe, expect, it } from "vitest";
import {
  ARTICLES_PER_FILE,
  cmsPageSplat,
  isPublicPagePath,
  linksInHtml,
  productFileCount,
  sitemapFileOf,
  sitemapFilePaths,
  sitemapIndexXml,
  urlSetXml,
  xmlEscape,
} from "./sitemap";

describe("sitemap files", () => {
  it("knows the index, the pages file and numbered product files; any other name is none", () => {
    expect(sitemapFileOf("sitemap")).toEqual({ kind: "index" });
    expect(sitemapFileOf("sitemap-pages")).toEqual({ kind: "pages" });
    expect(sitemapFileOf("sitemap-products-1")).toEqual({ kind: "products", number: 1 });
    expect(sitemapFileOf("sitemap-products-21")).toEqual({ kind: "products", number: 21 });
    for (const name of [
      "sitemap-products-0",
      "sitemap-products-01",
      "sitemap-products-",
      "sitemap-products-1a",
      "feed",
      "Sitemap",
      "sitemap-products-1234567",
    ]) {
      expect(sitemapFileOf(name)).toBeNull();
    }
  });

  it("splits the catalogue into files of ARTICLES_PER_FILE articles, and the index lists them after the pages", () => {
    expect(productFileCount(0)).toBe(0);
    expect(productFileCount(1)).toBe(1);
    expect(productFileCount(ARTICLES_PER_FILE)).toBe(1);
    expect(productFileCount(ARTICLES_PER_FILE + 1)).toBe(2);
    expect(productFileCount(100_000)).toBe(20);
    expect(sitemapFilePaths(2)).toEqual(["/sitemap-pages.xml", "/sitemap-products-1.xml", "/sitemap-products-2.xml"]);
    expect(sitemapFilePaths(0)).toEqual(["/sitemap-pages.xml"]);
  });

  it("keeps each file within the sitemap limit of 50,000 URLs, with an alternate per language", () => {
    expect(ARTICLES_PER_FILE * 2).toBeLessThanOrEqual(50_000);
  });
});

describe("public pages", () => {
  it("lists home, the listing, products, CMS pages, blog, brands, flyers, about and contact", () => {
    for (const path of [
      "/",
      "/shop",
      "/shop?family_lev1=10",
      "/product/default/ABC-1",
      "/web-page/privacy",
      "/pages/single/chi-siamo",
      "/pages/blog",
      "/pages/blog/guida/viti",
      "/pages/brands",
      "/pages/flyers",
      "/pages/about-us",
      "/pages/contact-us",
    ]) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
  });

  it("never lists private pages, other languages' paths or unknown pages", () => {
    for (const path of [
      "/pages/account",
      "/pages/agent/dashboard",
      "/pages/cart",
      "/cart",
      "/pages/checkout",
      "/pages/orders",
      "/pages/order_detail",
      "/pages/wishlist",
      "/pages/login",
      "/pages/register",
      "/pages/thankyou",
      "/pages/documents",
      "/api/autocomplete",
      "/en/shop",
      "/web-page/",
      "/shopping",
      "//other.example/shop",
    ]) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });

  it("tells links to CMS pages by the splat that names them", () => {
    expect(cmsPageSplat("/web-page/spedizioni")).toBe("spedizioni");
    expect(cmsPageSplat("/pages/single/guida/viti")).toBe("guida/viti");
    expect(cmsPageSplat("/pages/about-us")).toBeNull();
    expect(cmsPageSplat("/web-page/privacy?x=1")).toBeNull();
  });

  it("reads the shop links of CMS HTML, as root-relative paths", () => {
    const html =
      '<ul><li><a href="/web-page/privacy">Privacy</a></li><li><a class="x" href=\'pages/about-us\'>About</a></li>' +
      '<li><a href="https://example.com/">Elsewhere</a></li><li><a href="mailto:a@b.it">Mail</a></li><li><a href="/shop?a=1&amp;b=2">Shop</a></li></ul>';
    expect(linksInHtml(html)).toEqual(["/web-page/privacy", "/pages/about-us", "/shop?a=1&b=2"]);
  });
});

describe("sitemap XML", () => {
  it("escapes the five XML characters", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("gives each page its Italian address with hreflang alternates in both languages, absolute and escaped", () => {
    const xml = urlSetXml("https://shop.example", ["/", "/shop?family_lev1=10&filters-id_brand=A B"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      "<url><loc>https://shop.example/</loc>" +
        '<xhtml:link rel="alternate" hreflang="it" href="https://shop.example/"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/"/></url>',
    );
    expect(xml).toContain("<loc>https://shop.example/shop?family_lev1=10&amp;filters-id_brand=A%20B</loc>");
    expect(xml).toContain('hreflang="en" href="https://shop.example/en/shop?family_lev1=10&amp;filters-id_brand=A%20B"');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  });

  it("lists the files of the index by their absolute addresses", () => {
    expect(sitemapIndexXml("http://localhost:3000", ["/sitemap-pages.xml", "/sitemap-products-1.xml"])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<sitemap><loc>http://localhost:3000/sitemap-pages.xml</loc></sitemap>\n" +
        "<sitemap><loc>http://localhost:3000/sitemap-products-1.xml</loc></sitemap>\n</sitemapindex>\n",
    );
  });
});
