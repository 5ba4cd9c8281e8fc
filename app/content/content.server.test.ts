import { describe, expect, it } from "vitest";
import type { Erp } from "~/erp/client.server";
import type { BlogPage, WebPage } from "~/erp/types";
import type { Page } from "~/page/page.server";
import { loadBlogPage, loadBrandsPage, loadCmsPage } from "./content.server";

function erpWith(parts: { webPage?: WebPage | null; blog?: BlogPage; brands?: { value: string; label: string; count: number }[] }): Erp {
  return {
    content: {
      webPage: async () => parts.webPage ?? null,
      blogPosts: async () => parts.blog ?? { posts: [], total: 0 },
    },
    cms: { home: async () => ({ slides: [], promoBanners: [], categories: [], brands: [], departments: [], flyers: [] }) },
    catalog: { facets: async () => [{ field: "id_brand", label: "Brand", values: parts.brands ?? [], selected: [] }] },
  } as unknown as Erp;
}

/** A page of the contract with just what the content loaders read. */
function pageWith(erp: Erp, path: string, splat?: string): Page {
  const url = new URL(`http://shop.test${path}`);
  const locale = path.startsWith("/en") ? "en" : "it";
  return { erp, url, locale, params: { "*": splat }, t: (key: string) => key } as unknown as Page;
}

describe("content loaders", () => {
  it("sanitise a CMS page and make its CSS safe for a <style> element", async () => {
    const page = await loadCmsPage(
      pageWith(
        erpWith({
          webPage: {
            title: "Privacy",
            html: '<h2 onclick="x()">Titolare</h2><script>alert(1)</script><a href="/pages/contact-us">Scrivici</a>',
            css: ".cms-page h2{color:red}</style><script>alert(1)</script>",
          },
        }),
        "/en/web-page/privacy",
        "privacy",
      ),
    );
    expect(page.html).toBe('<h2>Titolare</h2><a href="/en/pages/contact-us">Scrivici</a>');
    expect(page.css).not.toContain("<");
  });

  it("answer 404 for an unknown or malformed page and for a blog page past the last one", async () => {
    await expect(loadCmsPage(pageWith(erpWith({ webPage: null }), "/pages/single/nope", "nope"))).rejects.toMatchObject({ status: 404 });
    await expect(loadCmsPage(pageWith(erpWith({}), "/pages/single/a..b", "a..b"))).rejects.toMatchObject({ status: 404 });
    const blog: BlogPage = { posts: [], total: 15 };
    await expect(loadBlogPage(pageWith(erpWith({ blog }), "/pages/blog?page=3"))).rejects.toMatchObject({ status: 404 });
    await expect(loadBlogPage(pageWith(erpWith({ blog }), "/pages/blog?page=x"))).rejects.toMatchObject({ status: 404 });
    await expect(loadBlogPage(pageWith(erpWith({ blog }), "/pages/blog?page=2"))).resolves.toMatchObject({ page: 2, pages: 2 });
  });

  it("list every brand of the catalogue by name", async () => {
    const { all } = await loadBrandsPage(
      pageWith(
        erpWith({
          brands: [
            { value: "B2", label: "Voltera", count: 3 },
            { value: "B1", label: "Aquaflex", count: 5 },
          ],
        }),
        "/pages/brands",
      ),
    );
    expect(all).toEqual([
      { code: "B1", name: "Aquaflex", count: 5 },
      { code: "B2", name: "Voltera", count: 3 },
    ]);
  });
});
