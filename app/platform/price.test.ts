import { describe, expect, it } from "vitest";
import { discountPercent } from "./price";

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
