import { describe, expect, it } from "vitest";
import type { SearchQuery } from "~/erp/types";
import { dependsOnPrices, notAsked, shownPrices } from "./early-prices";

const query: SearchQuery = { text: "vite", filters: { id_brand: ["B1"] }, page: 0, perPage: 12, sort: "relevance" };

describe("dependsOnPrices", () => {
  it("is false for text, filters and the sorts that do not read prices", () => {
    for (const sort of ["relevance", "name_asc", "name_desc", "newest"] as const) expect(dependsOnPrices({ ...query, sort })).toBe(false);
  });

  it("is true for a price sort or a price bound, even a bound of 0", () => {
    expect(dependsOnPrices({ ...query, sort: "price_asc" })).toBe(true);
    expect(dependsOnPrices({ ...query, sort: "price_desc" })).toBe(true);
    expect(dependsOnPrices({ ...query, minPrice: 0 })).toBe(true);
    expect(dependsOnPrices({ ...query, maxPrice: 50 })).toBe(true);
  });
});

describe("notAsked", () => {
  it("is empty when the guess was right, whatever the order", () => {
    expect(notAsked(["A", "B", "C"], ["C", "A", "B"])).toEqual([]);
  });

  it("lists the codes shown that the guess missed, in the page's order", () => {
    expect(notAsked(["A", "X", "B", "Y"], ["A", "B", "C"])).toEqual(["X", "Y"]);
  });

  it("is every code shown when nothing was guessed", () => {
    expect(notAsked(["A", "B"], [])).toEqual(["A", "B"]);
  });
});

describe("shownPrices", () => {
  it("keeps only the codes shown, from whichever answer has them", () => {
    expect(shownPrices(["A", "X"], { A: 1, B: 2 }, { X: 3 })).toEqual({ A: 1, X: 3 });
  });

  it("leaves out a code no answer priced", () => {
    expect(shownPrices(["A", "Z"], { A: 1 }, {})).toEqual({ A: 1 });
  });

  it("does not read inherited keys as prices", () => {
    expect(shownPrices(["toString", "constructor"], {}, {})).toEqual({});
  });
});
