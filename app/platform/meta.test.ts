import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/locales";
import { provideTranslations } from "~/platform/i18n";
import { pageTitle, privatePageMeta, publicPageMeta } from "~/platform/meta";

const english = [{ id: "root", data: { locale: "en" } }];

describe("page meta", () => {
  beforeAll(() => provideTranslations(resources));

  it("titles every page '<page> – <shop name>', the shop name alone without a page title", () => {
    expect(pageTitle("Viti")).toBe("Viti – Ferramenta Pro");
    expect(pageTitle(undefined)).toBe("Ferramenta Pro");
  });

  it("gives public pages their description and private pages noindex, in the page's language", () => {
    expect(publicPageMeta(english, "Screws", "All screws")).toEqual([
      { title: "Screws – Ferramenta Pro" },
      { name: "description", content: "All screws" },
    ]);
    expect(privatePageMeta(english, "wishlist.title")).toEqual([{ title: "Wishlist – Ferramenta Pro" }, { name: "robots", content: "noindex" }]);
    expect(privatePageMeta([], "wishlist.title")[0]).toEqual({ title: "Preferiti – Ferramenta Pro" });
    expect(privatePageMeta(english, "account.orderDetail.title", { number: "OC/2026/1" })[0]).toEqual({
      title: expect.stringContaining("OC/2026/1"),
    });
  });
});
