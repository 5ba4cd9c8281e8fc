import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/pages/cart?tab=active")).toBe("/pages/cart?tab=active");
    expect(safeRedirectPath("/en/shop?text=viti#top")).toBe("/en/shop?text=viti#top");
  });

  it("refuses other origins in every disguise", () => {
    for (const evil of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/x",
      "%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/%252F%252Fevil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      " /pages/account",
      // Dot segments the URL parser removes (one attack run's payloads).
      "/.//evil.example",
      "/..//evil.example",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/shop/..//evil.example",
      "/.//evil.example/landing",
      "/./%2F/evil.example",
      "/%2e%2e%2f%2fevil.example",
      "/%252e%252e//evil.example",
      // Control characters, CRLF, tabs and backslashes, raw or encoded.
      "/\r\nLocation: https://evil.example",
      "/%0d%0aSet-Cookie:x=1",
      "/%09/evil.example",
      "/\\evil.example",
      "/.\\evil.example",
      "/%5C%5Cevil.example",
      // Not a path at all.
      "https:evil.example",
      "evil.example",
      "@evil.example",
      "%",
    ]) {
      expect(safeRedirectPath(evil), evil).toBe("/");
    }
  });

  it("keeps look-alikes that stay on the site as plain paths", () => {
    expect(safeRedirectPath("/@evil.example")).toBe("/@evil.example");
    expect(safeRedirectPath("/\uFF0F\uFF0Fevil.example")).toBe("/%EF%BC%8F%EF%BC%8Fevil.example");
    expect(safeRedirectPath("/shop/../pages/cart")).toBe("/pages/cart");
  });

  it("falls back for missing or odd values", () => {
    expect(safeRedirectPath(undefined, "/en")).toBe("/en");
    expect(safeRedirectPath(42)).toBe("/");
    expect(safeRedirectPath("")).toBe("/");
    expect(safeRedirectPath("/" + "a".repeat(3000))).toBe("/");
  });
});
