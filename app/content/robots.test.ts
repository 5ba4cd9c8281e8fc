import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robots.txt", () => {
  it("keeps crawlers off the product modals and leaves the pages behind a sign-in to their redirect", () => {
    const lines = robotsTxt(null).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /*?modal=");
    expect(lines).toContain("Disallow: /*&modal=");
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(2);
  });

  it("names the sitemap only when there is one", () => {
    expect(robotsTxt(null)).not.toContain("Sitemap:");
    expect(robotsTxt("https://shop.example/sitemap.xml").trimEnd().split("\n").at(-1)).toBe("Sitemap: https://shop.example/sitemap.xml");
  });
});
