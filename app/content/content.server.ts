// The content pages' loaders (CMS pages, blog, brands, flyers; the home's: home-page.server.ts): each returns only what its
// page shows, with the CMS HTML sanitised here on the server.
import { secondary } from "~/page/degrade.server";
import { formatLongDay } from "~/platform/i18n";
import type { Page } from "~/page/page.server";
import { cssForStyleElement, sanitizeCmsHtml } from "~/ui/sanitize.server";
import { BLOG_PAGE_SIZE, cmsRoute, pageCount, pageFromQuery } from "./pages";

function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/** A CMS page by route: sanitised HTML and its own CSS made safe for a <style> element; 404 when unknown. */
async function cmsPage({ erp, locale }: Page, route: string | null) {
  const page = route ? await erp.content.webPage(route) : null;
  if (!page) throw notFound();
  return { title: page.title, html: sanitizeCmsHtml(page.html, locale), css: cssForStyleElement(page.css) };
}

/** /pages/single/* and /web-page/*: the CMS page the path names. */
export function loadCmsPage(page: Page) {
  return cmsPage(page, cmsRoute(page.params["*"]));
}

export function loadAboutUsPage(page: Page) {
  return cmsPage(page, "about-us");
}

/** One page of the blog (`?page=`, 1-based); a page past the last one is a 404. */
export async function loadBlogPage({ erp, url, locale, t }: Page) {
  const page = pageFromQuery(url.searchParams.get("page"));
  if (page === null) throw notFound();
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
    title: page > 1 ? `${t("contentPages.blog.title")} – ${t("pagination.pageN", { page })}` : t("contentPages.blog.title"),
    description: t("contentPages.blog.intro"),
  };
}

/** A blog post by route (a splat: blog routes may contain slashes, "guide/slug"); 404 when unknown. */
export async function loadBlogPostPage({ erp, params, locale }: Page) {
  const route = cmsRoute(params["*"]);
  const post = route ? await erp.content.blogPost(route) : null;
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
export async function loadBrandsPage({ erp, t }: Page) {
  const [home, facets] = await Promise.all([
    erp.cms.home(),
    secondary(erp.catalog.facets({ text: "", filters: {}, page: 0, perPage: 1, sort: "relevance" }, ["id_brand"]), "brand list"),
  ]);
  const all = (facets?.[0]?.values ?? [])
    .map((value) => ({ code: value.value, name: value.label, count: value.count }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { featured: home.brands, all, title: t("contentPages.brands.title") };
}

/** The flyers of the CMS home data. */
export async function loadFlyersPage({ erp, t }: Page) {
  const home = await erp.cms.home();
  return { flyers: home.flyers, title: t("content.flyers.title"), description: t("content.flyers.intro") };
}
