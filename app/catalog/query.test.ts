import { describe, expect, it } from "vitest";
import {
  EMPTY_LISTING,
  isEan13,
  listingHref,
  looksLikeCode,
  removeFilter,
  serialiseListing,
  toggleFilter,
  toSearchQuery,
  withMore,
  withoutFlag,
  withPage,
} from "./query";
import { parseListing } from "./query.server";

const parse = (query: string) => parseListing(new URLSearchParams(query));

describe("parseListing", () => {
  it("reads text, filters, prices, paging and sort", () => {
    const params = parse("text=vite&filters-id_brand=BOSCH;MAKITA&family_lev1=FE&min_price=50&max_price=200&page=3&per_page=24&sort=price_asc");
    expect(params).toMatchObject({
      text: "vite",
      filters: { id_brand: ["BOSCH", "MAKITA"], family_lev1: ["FE"] },
      minPrice: 50,
      maxPrice: 200,
      page: 3,
      perPage: 24,
      sort: "price_asc",
    });
  });

  it("renames id_type and id_subtype to filters and reads plain aliases", () => {
    const params = parse("id_type=KIT&id_subtype=PRO&promo_type=1&new=1&id_brand=X&color=nero,rosso&size=M");
    expect(params.filters).toEqual({
      id_type: ["KIT"],
      id_subtype: ["PRO"],
      promo_type: ["1"],
      new: ["1"],
      id_brand: ["X"],
      color: ["nero", "rosso"],
      size: ["M"],
    });
    expect(serialiseListing(params)).toContain("filters-id_type=KIT");
  });

  it.each(["disponibili=true", "promo_list=true", "next_insert=1", "disponibili"])("%s clears the text", (shortcut) => {
    expect(parse(`text=vite&${shortcut}`).text).toBe("");
  });

  it("reads the listing flags (true, 1 or no value), never as facet filters, and writes them back as true", () => {
    const params = parse("next_insert=true&disponibili=1&promo_list&available_again=1");
    expect(params.flags).toEqual(["promo_list", "next_insert", "disponibili"]);
    expect(params.filters).toEqual({ available_again: ["1"] });
    expect(serialiseListing(params)).toBe("promo_list=true&next_insert=true&disponibili=true&filters-available_again=1");
    expect(parse("promo_list=false&next_insert=0").flags).toEqual([]);
  });

  it("sends the listing flags to the hub as request fields", () => {
    expect(toSearchQuery(parse("promo_list=true&family_lev1=FE"))).toMatchObject({ flags: ["promo_list"], filters: { family_lev1: ["FE"] } });
    expect(toSearchQuery(parse("family_lev1=FE"))).not.toHaveProperty("flags");
  });

  it("removes one flag with its chip, keeping the rest", () => {
    const params = parse("promo_list=true&next_insert=true&family_lev1=FE&page=3");
    expect(listingHref(withoutFlag(params, "promo_list"))).toBe("/shop?next_insert=true&family_lev1=FE");
  });

  it("drops unknown facets, bad values and out-of-range numbers", () => {
    const params = parse(
      `filters-evil=1&filters-id_brand=${"x".repeat(61)};ok&page=501&per_page=1000&min_price=-1&max_price=1e9&sort=drop&next_insert=2`,
    );
    expect(params.filters).toEqual({ id_brand: ["ok"] });
    expect(params).toMatchObject({ page: 1, perPage: 12, minPrice: null, maxPrice: null, sort: "relevance" });
  });

  it("caps the number of values and the text length", () => {
    const many = Array.from({ length: 50 }, (_, index) => `b${index}`).join(";");
    const params = parse(`filters-id_brand=${many}&text=${"a".repeat(300)}`);
    expect(params.filters.id_brand).toHaveLength(20);
    expect(params.text).toHaveLength(100);
  });

  it("keeps a lone lower family level, as CMS links carry it", () => {
    expect(parse("filters-family_lev3=FE0101").filters).toEqual({ family_lev3: ["FE0101"] });
  });

  it("passes promotion codes and new-arrival values as the hub indexes them", () => {
    expect(parse("filters-promo_type=PR1&filters-new=true").filters).toEqual({ promo_type: ["PR1"], new: ["true"] });
    expect(parse("promo_list=1&text=x")).toMatchObject({ filters: {}, flags: ["promo_list"], text: "" });
  });

  it("swaps a minimum above the maximum", () => {
    expect(parse("min_price=500&max_price=100")).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });

  it("reads the price range on the slider's scale: a malformed bound is dropped, the rest normalised", () => {
    expect(parse("min_price=abc&max_price=5000")).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parse("min_price=500&max_price=510")).toMatchObject({ minPrice: 500, maxPrice: 600 });
    expect(serialiseListing(parse("min_price=0&max_price=1000"))).toBe("max_price=1000");
  });
});

describe("serialiseListing", () => {
  it("is the identity on canonical queries", () => {
    const canonical =
      "text=vite&family_lev1=FE&family_lev2=FE01&filters-id_brand=A%3BB&min_price=100&max_price=300&sort=name_asc&per_page=24&page=2&more-id_brand=1";
    expect(serialiseListing(parse(canonical))).toBe(canonical);
    expect(serialiseListing(parse(serialiseListing(parse(canonical))))).toBe(canonical);
  });

  it("keeps the empty listing empty", () => {
    expect(listingHref(EMPTY_LISTING)).toBe("/shop");
  });
});

describe("filter changes", () => {
  const base = parse("text=vite&family_lev1=FE&family_lev2=FE01&family_lev3=FE0101&filters-id_brand=A&page=4");

  it("reset the page to 1", () => {
    expect(toggleFilter(base, "id_brand", "B").page).toBe(1);
    expect(removeFilter(base, "id_brand", "A").page).toBe(1);
  });

  it("removing a family level removes the lower levels", () => {
    expect(removeFilter(base, "family_lev1", "FE").filters).toEqual({ id_brand: ["A"] });
    expect(removeFilter(base, "family_lev2", "FE01").filters).toEqual({ family_lev1: ["FE"], id_brand: ["A"] });
  });

  it("a family level replaces its value and clears the levels below", () => {
    expect(toggleFilter(base, "family_lev2", "FE02").filters).toMatchObject({ family_lev1: ["FE"], family_lev2: ["FE02"] });
    expect(toggleFilter(base, "family_lev2", "FE02").filters.family_lev3).toBeUndefined();
  });

  it("toggling a present value removes it", () => {
    expect(toggleFilter(base, "id_brand", "A").filters.id_brand).toBeUndefined();
  });

  it("page and more keep the filters", () => {
    expect(withPage(base, 9).page).toBe(9);
    expect(withPage(base, 10_000).page).toBe(500);
    expect(withMore(base, "color", true).more).toEqual(["color"]);
    expect(withMore(withMore(base, "color", true), "color", false).more).toEqual([]);
  });
});

describe("toSearchQuery", () => {
  it("uses a 0-based page index", () => {
    expect(toSearchQuery(parse("page=1")).page).toBe(0);
    expect(toSearchQuery(parse("page=3&min_price=50"))).toMatchObject({ page: 2, perPage: 12, minPrice: 50 });
  });
});

describe("codes", () => {
  it("checks EAN-13 check digits", () => {
    expect(isEan13("4006381333931")).toBe(true);
    expect(isEan13("4006381333932")).toBe(false);
    expect(isEan13("400638133393")).toBe(false);
  });

  it("recognises article codes", () => {
    expect(looksLikeCode("FE10023")).toBe(true);
    expect(looksLikeCode("FE10023-02")).toBe(true);
    expect(looksLikeCode("trapano")).toBe(false);
  });
});
