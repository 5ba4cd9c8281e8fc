import { describe, expect, it } from "vitest";
import type { Erp } from "~/erp/client.server";
import type { BlogPage, WebPage } from "~/erp/types";
import { loadBlogPage, loadBrands, loadCmsPage } from "./content.server";

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

describe("content loaders", () => {
  it("sanitise a CMS page and make its CSS safe for a <style> element", async () => {
    const page = await loadCmsPage(
      erpWith({
        webPage: {
          title: "Privacy",
          html: '<h2 onclick="x()">Titolare</h2><script>alert(1)</script><a href="/pages/contact-us">Scrivici</a>',
          css: ".cms-page h2{color:red}</style><script>alert(1)</script>",
        },
      }),
      "privacy",
      "en",
    );
    expect(page.html).toBe('<h2>Titolare</h2><a href="/en/pages/contact-us">Scrivici</a>');
    expect(page.css).not.toContain("<");
  });

  it("answer 404 for an unknown page and for a blog page past the last one", async () => {
    await expect(loadCmsPage(erpWith({ webPage: null }), "nope", "it")).rejects.toMatchObject({ status: 404 });
    const blog: BlogPage = { posts: [], total: 15 };
    await expect(loadBlogPage(erpWith({ blog }), 3, "it")).rejects.toMatchObject({ status: 404 });
    await expect(loadBlogPage(erpWith({ blog }), 2, "it")).resolves.toMatchObject({ page: 2, pages: 2 });
  });

  it("list every brand of the catalogue by name", async () => {
    const { all } = await loadBrands(
      erpWith({
        brands: [
          { value: "B2", label: "Voltera", count: 3 },
          { value: "B1", label: "Aquaflex", count: 5 },
        ],
      }),
    );
    expect(all).toEqual([
      { code: "B1", name: "Aquaflex", count: 5 },
      { code: "B2", name: "Voltera", count: 3 },
    ]);
  });
});
