import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "./sitemap.server";

describe("a sitemap's page paths", () => {
  it("writes listing links as the listing does (it redirects any other form there)", () => {
    expect(canonicalPagePath("/shop?filters-family_lev1=FE")).toBe("/shop?family_lev1=FE");
    expect(canonicalPagePath("/shop?filters-id_brand=UNC")).toBe("/shop?filters-id_brand=UNC");
    expect(canonicalPagePath("/shop")).toBe("/shop");
    expect(canonicalPagePath("/web-page/privacy")).toBe("/web-page/privacy");
  });

  it("leaves out listings that ask not to be indexed, and private pages", () => {
    expect(canonicalPagePath("/shop?family_lev1=FE&page=2")).toBeNull();
    expect(canonicalPagePath("/shop?latest-order-list=true")).toBeNull();
    expect(canonicalPagePath("/shop?more-id_brand=1")).toBeNull();
    expect(canonicalPagePath("/pages/orders")).toBeNull();
  });
});
