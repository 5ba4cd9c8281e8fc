import { beforeAll, describe, expect, it } from "vitest";
import { initServerTexts } from "~/platform/i18n.server";
import { formPageMeta, pageTitle, publicPageMeta, signedInPageMeta } from "~/platform/meta";

const english = [{ id: "root", data: { locale: "en" } }];

describe("page meta", () => {
  beforeAll(() => initServerTexts());

  it("titles every page '<page> – <shop name>', the shop name alone without a page title", () => {
    expect(pageTitle("Viti")).toBe("Viti – Ferramenta Pro");
    expect(pageTitle(undefined)).toBe("Ferramenta Pro");
  });

  it("gives public pages their description, signed-in pages the shop's, and forms noindex, in the page's language", () => {
    expect(publicPageMeta(english, "Screws", "All screws")).toEqual([
      { title: "Screws – Ferramenta Pro" },
      { name: "description", content: "All screws" },
    ]);
    expect(signedInPageMeta(english, "wishlist.title")).toEqual([
      { title: "Wishlist – Ferramenta Pro" },
      { name: "description", content: expect.stringMatching(/^B2B online shop/) },
    ]);
    expect(signedInPageMeta([], "wishlist.title")).toEqual([
      { title: "Preferiti – Ferramenta Pro" },
      { name: "description", content: expect.stringMatching(/^Negozio online B2B/) },
    ]);
    expect(signedInPageMeta(english, "account.orderDetail.title", { number: "OC/2026/1" })[0]).toEqual({
      title: expect.stringContaining("OC/2026/1"),
    });
    expect(formPageMeta(english, "account.register.title")).toEqual([
      { title: expect.stringMatching(/– Ferramenta Pro$/) },
      { name: "robots", content: "noindex" },
    ]);
  });
});
