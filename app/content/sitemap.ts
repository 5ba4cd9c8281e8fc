// Search-engine sitemaps (sitemaps.org), pure: which file a name means, how the catalogue splits
// into files, which shop paths are public pages, and the XML, with each page's Italian address and
// its hreflang alternates. The ERP reads are in sitemap.server.ts.
import { cmsLink } from "~/erp/cms-link";
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "~/platform/i18n";

/**
 * Articles per product file. A file lists each article and its variants, with an alternate per
 * language: 5,000 articles stay well within the 50,000 URLs a sitemap file may hold.
 */
export const ARTICLES_PER_FILE = 5_000;

export type SitemapFile = { kind: "index" } | { kind: "pages" } | { kind: "products"; number: number };

/** The file a `/<name>.xml` address asks for; null for any other name (a 404). */
export function sitemapFileOf(name: string): SitemapFile | null {
  if (name === "sitemap") return { kind: "index" };
  if (name === "sitemap-pages") return { kind: "pages" };
  const match = /^sitemap-products-([1-9]\d{0,5})$/.exec(name);
  return match ? { kind: "products", number: Number(match[1]) } : null;
}

/** How many product files a catalogue of `total` articles takes. */
export function productFileCount(total: number): number {
  return Math.ceil(total / ARTICLES_PER_FILE);
}

/** The files the index lists: the pages, then the product files. */
export function sitemapFilePaths(productFiles: number): string[] {
  return ["/sitemap-pages.xml", ...Array.from({ length: productFiles }, (_, index) => `/sitemap-products-${index + 1}.xml`)];
}

/**
 * The shop's public pages, without the language prefix: home, the listing, products, CMS pages, the
 * blog, brands, flyers, about us and contact us. Never account, cart, checkout, agent or login pages.
 */
const PUBLIC_PAGE =
  /^\/(?:shop|product\/[^?#]+|web-page\/[^?#]+|pages\/(?:brands|flyers|about-us|contact-us|blog|blog\/[^?#]+|single\/[^?#]+))?(?:\?[^#]*)?$/;

export function isPublicPagePath(path: string): boolean {
  return PUBLIC_PAGE.test(path);
}

/** A link to a CMS page (`/web-page/…` or `/pages/single/…`): the splat that names it, else null. */
export function cmsPageSplat(path: string): string | null {
  const match = /^\/(?:web-page|pages\/single)\/([^?#]+)$/.exec(path);
  return match ? match[1]! : null;
}

/** The shop paths (root-relative, as cmsLink makes them) that HTML links to. */
export function linksInHtml(html: string): string[] {
  return [...html.matchAll(/\shref\s*=\s*(["'])(.*?)\1/gi)]
    .map((match) => cmsLink(match[2]!.replace(/&amp;/g, "&")))
    .filter((link) => link.startsWith("/"));
}

/** The same items once each, in their first order. */
export function unique(paths: string[]): string[] {
  return [...new Set(paths)];
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}

/** An absolute, percent-encoded URL of a path on the shop's origin. */
function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A page's entry: its Italian address, and the alternates of every language (x-default: Italian). */
function urlEntry(origin: string, path: string): string {
  const alternates = [...LOCALES.map((locale) => [locale, locale] as const), ["x-default", DEFAULT_LOCALE] as const].map(
    ([hreflang, locale]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(absolute(origin, localizedPath(locale, path)))}"/>`,
  );
  return `<url><loc>${xmlEscape(absolute(origin, localizedPath(DEFAULT_LOCALE, path)))}</loc>${alternates.join("")}</url>`;
}

/** A `<urlset>` of pages given by their paths without the language prefix ("/shop?family_lev1=10"). */
export function urlSetXml(origin: string, paths: string[]): string {
  const entries = paths.map((path) => `${urlEntry(origin, path)}\n`).join("");
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}</urlset>\n`;
}

/** A `<sitemapindex>` of sitemap files given by their paths. */
export function sitemapIndexXml(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${xmlEscape(absolute(origin, file))}</loc></sitemap>\n`).join("");
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
