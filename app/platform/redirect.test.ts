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
    ]) {
      expect(safeRedirectPath(evil), evil).toBe("/");
    }
  });

  it("falls back for missing or odd values", () => {
    expect(safeRedirectPath(undefined, "/en")).toBe("/en");
    expect(safeRedirectPath(42)).toBe("/");
    expect(safeRedirectPath("")).toBe("/");
    expect(safeRedirectPath("/" + "a".repeat(3000))).toBe("/");
  });
});
