// The content pages' data: each loader returns only what its page shows, with the CMS HTML
// sanitised here on the server.
import { loadNewArrivals } from "~/catalog/featured.server";
import type { Erp } from "~/erp/client.server";
import type { HomeContent } from "~/erp/types";
import { SHOP } from "~/platform/config";
import { secondary } from "~/platform/degrade.server";
import type { Locale } from "~/platform/i18n";
import { cssForStyleElement } from "~/shell/shell.server";
import { sanitizeCmsHtml } from "~/shell/sanitize.server";
import { BLOG_PAGE_SIZE, pageCount } from "./pages";
import { formatLongDay } from "~/platform/format";

function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

const NO_HOME_BLOCKS: HomeContent = { slides: [], promoBanners: [], categories: [], brands: [], departments: [], flyers: [] };

/** The home page: the CMS blocks (secondary: without them the page shows its products) and the new-arrivals row, in parallel. */
export async function loadHome(erp: Erp) {
  const [home, newArrivals] = await Promise.all([secondary(erp.cms.home(), "home blocks"), loadNewArrivals(erp, SHOP.homeProductCount)]);
  return { home: home ?? NO_HOME_BLOCKS, newArrivals };
}

/** A CMS page by route: sanitised HTML and its own CSS made safe for a <style> element; 404 when unknown. */
export async function loadCmsPage(erp: Erp, route: string, locale: Locale) {
  const page = await erp.content.webPage(route);
  if (!page) throw notFound();
  return { title: page.title, html: sanitizeCmsHtml(page.html, locale), css: cssForStyleElement(page.css) };
}

/** One page of the blog (1-based); a page past the last one is a 404. */
export async function loadBlogPage(erp: Erp, page: number, locale: Locale) {
  const { posts, total } = await erp.content.blogPosts({ page, perPage: BLOG_PAGE_SIZE });
  const pages = pageCount(total, BLOG_PAGE_SIZE);
  if (page > pages) throw notFound();
  return {
    page,
    pages,
    posts: posts.map((post) => ({
      route: post.route,
      title: post.title,
      intro: post.intro,
      image: post.image,
      author: post.author,
      publishedOn: post.publishedOn,
      date: formatLongDay(post.publishedOn, locale),
    })),
  };
}

/** A blog post by route; 404 when unknown. */
export async function loadBlogPost(erp: Erp, route: string, locale: Locale) {
  const post = await erp.content.blogPost(route);
  if (!post) throw notFound();
  return {
    title: post.title,
    image: post.image,
    author: post.author,
    publishedOn: post.publishedOn,
    date: formatLongDay(post.publishedOn, locale),
    html: sanitizeCmsHtml(post.html, locale),
  };
}

/** The brands page: the CMS's featured brands (with logos) and every brand of the catalogue with its count. */
export async function loadBrands(erp: Erp) {
  const [home, facets] = await Promise.all([
    erp.cms.home(),
    secondary(erp.catalog.facets({ text: "", filters: {}, page: 0, perPage: 1, sort: "relevance" }, ["id_brand"]), "brand list"),
  ]);
  const all = (facets?.[0]?.values ?? [])
    .map((value) => ({ code: value.value, name: value.label, count: value.count }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { featured: home.brands, all };
}

/** The flyers of the CMS home data. */
export async function loadFlyers(erp: Erp) {
  const home = await erp.cms.home();
  return home.flyers;
}
