import { describe, expect, it } from "vitest";
import { discountPercent, formatPrice } from "./price";

describe("formatPrice", () => {
  it("formats euro with two decimals in both languages", () => {
    expect(formatPrice(12.5, "en")).toBe("€12.50");
    expect(formatPrice(12345.5, "it")).toMatch(/^12\.345,50\s€$/);
    expect(formatPrice("7", "en")).toBe("€7.00");
  });

  it("returns an empty string for undefined or non-numeric input", () => {
    expect(formatPrice(undefined, "it")).toBe("");
    expect(formatPrice(null, "en")).toBe("");
    expect(formatPrice("abc", "en")).toBe("");
    expect(formatPrice("", "en")).toBe("");
    expect(formatPrice(Number.NaN, "en")).toBe("");
    expect(formatPrice({}, "en")).toBe("");
  });
});

describe("discountPercent", () => {
  it("truncates", () => {
    expect(discountPercent(10, 6.66)).toBe(33);
    expect(discountPercent(100, 70)).toBe(30);
    expect(discountPercent(3, 2)).toBe(33);
  });

  it("is zero without a real discount", () => {
    expect(discountPercent(10, 10)).toBe(0);
    expect(discountPercent(10, 12)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
