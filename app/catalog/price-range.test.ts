import { describe, expect, it } from "vitest";
import { normalisePriceRange } from "./price-range";

describe("normalisePriceRange (0 to 1000, step 50, minimum gap 100)", () => {
  it("keeps a range the slider can choose", () => {
    expect(normalisePriceRange(100, 200)).toEqual({ minPrice: 100, maxPrice: 200 });
    expect(normalisePriceRange(null, 300)).toEqual({ minPrice: null, maxPrice: 300 });
    expect(normalisePriceRange(900, null)).toEqual({ minPrice: 900, maxPrice: null });
  });

  it("treats the slider's lowest value as no lower bound", () => {
    expect(normalisePriceRange(0, 1000)).toEqual({ minPrice: null, maxPrice: 1000 });
    expect(normalisePriceRange(0, null)).toEqual({ minPrice: null, maxPrice: null });
  });

  it("drops bounds outside the slider", () => {
    expect(normalisePriceRange(-1, 1e9)).toEqual({ minPrice: null, maxPrice: null });
    expect(normalisePriceRange(200, 5000)).toEqual({ minPrice: 200, maxPrice: null });
    expect(normalisePriceRange(Number.NaN, 400)).toEqual({ minPrice: null, maxPrice: 400 });
  });

  it("rounds to the step and swaps a reversed range", () => {
    expect(normalisePriceRange(137.5, 612)).toEqual({ minPrice: 150, maxPrice: 600 });
    expect(normalisePriceRange(500, 100)).toEqual({ minPrice: 100, maxPrice: 500 });
  });

  it("widens a range narrower than the gap", () => {
    expect(normalisePriceRange(500, 510)).toEqual({ minPrice: 500, maxPrice: 600 });
    expect(normalisePriceRange(null, 50)).toEqual({ minPrice: null, maxPrice: 100 });
    expect(normalisePriceRange(950, null)).toEqual({ minPrice: 900, maxPrice: null });
    expect(normalisePriceRange(950, 1000)).toEqual({ minPrice: 900, maxPrice: 1000 });
  });
});
