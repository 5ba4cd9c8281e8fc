// The sitemaps' answers (/sitemap.xml, /sitemap-pages.xml, /sitemap-products-<n>.xml), read from
// the ERP as a guest: catalogue and content data are public and the same for everyone, so the XML
// may be kept by shared caches for an hour. A file's paths come from one walk of the ERP per cache
// period however many ask: the walk's result is one entry of the public cache (concurrent requests
// share its load, replicas share it through Redis); the catalogue pages it reads are not cached one
// by one (they would push the pages' answers out). Absolute URLs use the configured public origin,
// never the request's Host. Only while guests may browse the shop: otherwise there is nothing public
// to list and the files are 404s.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { productPath } from "~/catalog/product-url";
import { brandListingHref, listingHref } from "~/catalog/query";
import { parseListing } from "~/catalog/query.server";
import { publicCache } from "~/erp/cache.server";
import { createErp, type Erp } from "~/erp/client.server";
import type { SearchQuery } from "~/erp/types";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { getEnv, publicOrigin } from "~/platform/env.server";
import { DEFAULT_LOCALE } from "~/platform/i18n";
import { log } from "~/platform/log.server";
import { guardErp } from "~/page/route-errors.server";
import { buildMenuTree, type MenuNode } from "~/ui/menu";
import { BLOG_PAGE_SIZE, cmsRoute, pageCount } from "./pages";
import {
  ARTICLES_PER_FILE,
  cmsPageSplat,
  isPublicPagePath,
  linksInHtml,
  productFileCount,
  sitemapFileOf,
  sitemapFilePaths,
  sitemapIndexXml,
  unique,
  urlSetXml,
  type SitemapFile,
} from "./sitemap";

/** Articles per catalogue search: the most a hub page gives. */
const SEARCH_ROWS = 100;

const CATALOGUE: SearchQuery = { text: "", filters: {}, page: 0, perPage: SEARCH_ROWS, sort: "relevance" };

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none } });
}

/**
 * A listing link as the listing itself would write it (it redirects any other form there); null
 * for listings search engines are told not to index (a later page, the latest-orders list).
 */
export function canonicalPagePath(path: string): string | null {
  if (!isPublicPagePath(path)) return null;
  const [pathname = "", query = ""] = path.split("?", 2);
  if (pathname !== "/shop") return path;
  const params = parseListing(new URLSearchParams(query));
  if (params.page > 1 || params.more.length > 0 || params.latestOrderList) return null;
  return listingHref(params);
}

function menuPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [...(node.external ? [] : [node.url]), ...menuPaths(node.children)]);
}

/** Every blog post's page, reading the blog a page at a time. */
async function blogPostPaths(erp: Erp): Promise<string[]> {
  const first = await erp.content.blogPosts({ page: 1, perPage: BLOG_PAGE_SIZE });
  const rest = await Promise.all(
    Array.from({ length: pageCount(first.total, BLOG_PAGE_SIZE) - 1 }, (_, index) =>
      erp.content.blogPosts({ page: index + 2, perPage: BLOG_PAGE_SIZE }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.posts.map((post) => `/pages/blog/${post.route}`));
}

/** The CMS pages the shop's menu, promo tabs, home blocks and footer link to, when they exist. */
async function cmsPagePaths(erp: Erp, menu: MenuNode[]): Promise<string[]> {
  const [tabs, home, footer] = await Promise.all([erp.cms.promoTabs(), erp.cms.home(), erp.content.footer()]);
  const links = [
    ...menuPaths(menu),
    ...tabs.map((tab) => tab.url),
    ...[...home.slides, ...home.promoBanners, ...home.categories, ...home.brands, ...home.departments].map((item) => item.url),
    ...linksInHtml(footer),
  ];
  const pages = unique(links.filter((link) => cmsPageSplat(link) !== null));
  const found = await Promise.all(
    pages.map(async (path) => {
      const route = cmsRoute(cmsPageSplat(path) ?? "");
      return route && (await erp.content.webPage(route)) ? path : null;
    }),
  );
  return found.filter((path) => path !== null);
}

/** Home, the listing, the menu's categories, brands, blog, flyers, about us, contact us and the linked CMS pages. */
async function pagePaths(erp: Erp): Promise<string[]> {
  const menu = buildMenuTree(await erp.cms.menu());
  const [brands, posts, cmsPages] = await Promise.all([
    erp.catalog.facets({ ...CATALOGUE, perPage: 1 }, ["id_brand"]),
    blogPostPaths(erp),
    cmsPagePaths(erp, menu),
  ]);
  const paths = [
    "/",
    "/shop",
    ...menuPaths(menu),
    "/pages/brands",
    ...(brands[0]?.values ?? []).map((brand) => brandListingHref(brand.value)),
    "/pages/blog",
    ...posts,
    "/pages/flyers",
    "/pages/about-us",
    "/pages/contact-us",
    ...cmsPages,
  ];
  return unique(paths.map(canonicalPagePath).filter((path) => path !== null));
}

/**
 * The pages of product file `number` (each article and its variants), reading the catalogue a hub
 * page at a time: the file holds one file's worth of paths, never the whole catalogue. Null when the
 * catalogue has fewer files.
 */
async function productPaths(erp: Erp, number: number): Promise<string[] | null> {
  const pagesPerFile = ARTICLES_PER_FILE / SEARCH_ROWS;
  const firstPage = (number - 1) * pagesPerFile;
  const paths: string[] = [];
  for (let page = firstPage; page < firstPage + pagesPerFile; page++) {
    const { products, total } = await erp.catalog.search({ ...CATALOGUE, page }, { uncached: true });
    if (number > productFileCount(total)) return null;
    for (const product of products) paths.push(productPath(product), ...product.children.map(productPath));
    if (products.length === 0 || (page + 1) * SEARCH_ROWS >= total) break;
  }
  return paths;
}

/** The paths a file lists (the index: its files); null when the catalogue has no such product file. */
async function walk(erp: Erp, file: SitemapFile): Promise<string[] | null> {
  switch (file.kind) {
    case "index": {
      const { total } = await erp.catalog.search({ ...CATALOGUE, perPage: 1 });
      return sitemapFilePaths(productFileCount(total));
    }
    case "pages":
      return pagePaths(erp);
    case "products":
      return productPaths(erp, file.number);
  }
}

/** Walks without a public cache (ERP_CACHE_TTL_MS=0), so that concurrent requests still share one. */
const walksInFlight = new Map<string, Promise<string[] | null>>();

/**
 * A file's paths from the public cache, walked on a miss. The walk is a guest's client of its own,
 * without the request's signal or time budget: it serves every request that waits for it, and a
 * product file takes many hub pages.
 */
function sharedWalk(file: SitemapFile): Promise<string[] | null> {
  const key = `sitemap ${file.kind === "products" ? `products-${file.number}` : file.kind}`;
  const load = () => walk(createErp({ lang: DEFAULT_LOCALE, customer: null }), file);
  const cache = publicCache();
  if (cache) return cache.get(key, load);
  const running = walksInFlight.get(key) ?? load().finally(() => walksInFlight.delete(key));
  walksInFlight.set(key, running);
  return running;
}

/** A file's paths; a product file the index does not list is null without asking the ERP again. */
async function filePaths(file: SitemapFile): Promise<string[] | null> {
  if (file.kind === "products") {
    const files = await sharedWalk({ kind: "index" });
    if (!files?.includes(`/sitemap-products-${file.number}.xml`)) return null;
  }
  return sharedWalk(file);
}

/** GET /<name>.xml: the sitemap file the name means, or a 404. */
export async function sitemapResponse({ params }: LoaderFunctionArgs): Promise<Response> {
  const file = sitemapFileOf(params.name ?? "");
  if (!file || !getEnv().GUEST_NAVIGATION) return notFound();
  const origin = publicOrigin();
  if (!origin) {
    log("warn", "sitemap not served: PUBLIC_ORIGIN is not set", { file: params.name });
    return notFound();
  }
  const paths = await guardErp(filePaths(file));
  if (paths === null) return notFound();
  const xml = file.kind === "index" ? sitemapIndexXml(origin, paths) : urlSetXml(origin, paths);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL.publicHour } });
}
