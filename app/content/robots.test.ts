import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robots.txt", () => {
  it("keeps crawlers off the private pages in both languages and the product modals", () => {
    const lines = robotsTxt(null).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const page of ["account", "agent", "cart", "checkout", "dashboard", "order_detail", "wishlist"]) {
      expect(lines).toContain(`Disallow: /pages/${page}`);
      expect(lines).toContain(`Disallow: /en/pages/${page}`);
    }
    expect(lines).toContain("Disallow: /*?modal=");
    expect(lines).toContain("Disallow: /*&modal=");
  });

  it("names the sitemap only when there is one", () => {
    expect(robotsTxt(null)).not.toContain("Sitemap:");
    expect(robotsTxt("https://shop.example/sitemap.xml").trimEnd().split("\n").at(-1)).toBe("Sitemap: https://shop.example/sitemap.xml");
  });
});
