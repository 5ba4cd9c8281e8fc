import { describe, expect, it } from "vitest";
import { cmsLink } from "./cms-link";

describe("cmsLink", () => {
  it("makes storefront paths root-relative, with or without the leading slash", () => {
    expect(cmsLink("shop?filters-family_lev1=10")).toBe("/shop?filters-family_lev1=10");
    expect(cmsLink("/shop?filters-promo_type=PR1")).toBe("/shop?filters-promo_type=PR1");
    expect(cmsLink(" web-page/spedizioni ")).toBe("/web-page/spedizioni");
  });

  it("keeps absolute http(s) URLs and drops what is not a link", () => {
    expect(cmsLink("https://www.example.com/catalogo")).toBe("https://www.example.com/catalogo");
    expect(cmsLink("")).toBe("");
    expect(cmsLink("//evil.example/x")).toBe("");
    expect(cmsLink("javascript:alert(1)")).toBe("");
  });
});
