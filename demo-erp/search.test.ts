import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_ITEMS } from "./app";
import { productRecords } from "./catalog";
import { migrate, openDb } from "./db";
import { facetCounts, parseSearchRequest, searchProducts, type FacetField } from "./search";
import { seedCatalog } from "./seed/catalog";
import type { Lang } from "./types";

const db = openDb(":memory:");
migrate(db);
seedCatalog(db, { items: 600 });
afterAll(() => db.close());

const NOW = new Date("2026-03-10T10:00:00Z");

function search(body: Record<string, unknown>, lang: Lang = "it") {
  return searchProducts(db, parseSearchRequest({ rows: 100, ...body }), "A", lang, NOW);
}

function facets(body: Record<string, unknown>, fields: FacetField[], lang: Lang = "it") {
  return facetCounts(db, parseSearchRequest(body), fields, "A", lang, NOW);
}

function titlesOf(ids: number[]): string[] {
  return productRecords(db, ids).map((record) => `${record.title_it} | ${record.title_en}`);
}

const topLevel = Number(db.prepare("SELECT COUNT(*) FROM products WHERE parent_id IS NULL").pluck().get());

describe("text search", () => {
  it("matches Italian words by prefix", () => {
    const found = search({ text: "mart" });
    expect(found.total).toBeGreaterThan(0);
    for (const title of titlesOf(found.ids)) expect(title).toMatch(/\bmart/i);
  });

  it("matches English words by prefix", () => {
    const found = search({ text: "hamm" }, "en");
    expect(found.total).toBeGreaterThan(0);
    for (const title of titlesOf(found.ids)) expect(title).toMatch(/\bhamm/i);
    const italian = search({ text: "martello" });
    const english = search({ text: "claw hamm" }, "en");
    expect(english.ids.some((id) => italian.ids.includes(id))).toBe(true);
  });

  it("requires every token, each as a prefix", () => {
    const found = search({ text: "guant nitr" });
    expect(found.total).toBeGreaterThan(0);
    for (const title of titlesOf(found.ids)) {
      expect(title).toMatch(/\bguant/i);
      expect(title).toMatch(/\bnitr/i);
    }
  });

  it("finds an article by a code prefix or a barcode, and a parent by its child's code", () => {
    const article = db
      .prepare("SELECT p.id, p.sku, b.ean FROM products p JOIN barcodes b ON b.product_id = p.id WHERE p.parent_id IS NULL LIMIT 1")
      .get() as { id: number; sku: string; ean: string };
    expect(search({ text: article.sku }).ids).toContain(article.id);
    expect(search({ text: article.ean.slice(0, 11) }).ids).toContain(article.id);
    const child = db.prepare("SELECT id, sku, parent_id FROM products WHERE parent_id IS NOT NULL LIMIT 1").get() as {
      id: number;
      sku: string;
      parent_id: number;
    };
    expect(search({ text: child.sku }).ids).toEqual([child.parent_id]);
    expect(search({ filters: { carti: [child.sku] } }).ids).toEqual([child.id]);
  });

  it("finds the articles of many barcodes at once, variants too, in one search filtered by `barcodes`", () => {
    const rows = db.prepare("SELECT b.ean, b.product_id FROM barcodes b ORDER BY b.ean LIMIT 30").all() as { ean: string; product_id: number }[];
    const child = db
      .prepare("SELECT b.ean, b.product_id FROM barcodes b JOIN products p ON p.id = b.product_id WHERE p.parent_id IS NOT NULL LIMIT 1")
      .get() as {
      ean: string;
      product_id: number;
    };
    const codes = [...rows, child].map((row) => row.ean);
    const found = search({ filters: { barcodes: [...codes, "0000000000000"] } });
    expect(new Set(found.ids)).toEqual(new Set([...rows, child].map((row) => row.product_id)));
    expect(search({ "filters-barcodes": codes.join(";") }).ids).toEqual(found.ids);
  });

  it("lists top-level articles only, everything for an empty text or *", () => {
    expect(search({ text: "" }).total).toBe(topLevel);
    expect(search({ text: "*" }).total).toBe(topLevel);
    expect(search({ text: "zzzznothing" }).total).toBe(0);
  });

  it("pages with a 0-based page index and caps rows at 100", () => {
    const all = search({ sort: "name_asc" }).ids;
    const second = searchProducts(db, parseSearchRequest({ sort: "name_asc", start: 1, rows: 10 }), "A", "it", NOW);
    expect(second.ids).toEqual(all.slice(10, 20));
    expect(parseSearchRequest({ rows: 5000 }).rows).toBe(100);
  });

  it("sorts by price both ways", () => {
    const prices = (ids: number[]) => ids.map((id) => Number(db.prepare("SELECT price_a FROM products WHERE id = ?").pluck().get(id)));
    const ascending = prices(search({ sort: "price_asc" }).ids);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices(search({ sort: "price_desc" }).ids);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });
});

describe("relevance on the embedded catalogue", () => {
  // The default catalogue, the one a new user judges the shop by.
  const shop = openDb(":memory:");
  migrate(shop);
  seedCatalog(shop, { items: DEFAULT_ITEMS });
  afterAll(() => shop.close());

  const ranked = (text: string, lang: Lang = "it", rows = 100) => searchProducts(shop, parseSearchRequest({ text, rows }), "A", lang, NOW);
  const italianTitles = (ids: number[]) => productRecords(shop, ids).map((record) => record.title_it);
  const englishTitles = (ids: number[]) => productRecords(shop, ids).map((record) => record.title_en);
  const pageOne = (text: string, lang: Lang = "it") => ranked(text, lang, 12).ids;

  it("shows screws on page one of 'vite': names starting with Vite", () => {
    const titles = italianTitles(pageOne("vite"));
    expect(titles).toHaveLength(12);
    for (const title of titles) expect(title).toMatch(/^Vite /);
  });

  it("ranks a head-noun match above a name where the word is a modifier, and those above other fields", () => {
    const found = ranked("vite");
    expect(found.total).toBeLessThanOrEqual(100);
    const titles = italianTitles(found.ids);
    const tiers = titles.map((title) => (/^Vite /.test(title) ? 0 : /\bvit[ei]\b/i.test(title) ? 1 : 2));
    expect(tiers).toEqual([...tiers].sort());
    const lastScrew = titles.findLastIndex((title) => title.startsWith("Vite "));
    const firstCutter = titles.findIndex((title) => title.startsWith("Cutter professionale con blocco a vite"));
    expect(firstCutter).toBeGreaterThan(lastScrew);
  });

  it("finds the same articles for the singular and the plural of a noun, head nouns first", () => {
    for (const [singular, plural, head] of [
      ["vite", "viti", /^Vite /],
      ["tassello", "tasselli", /^Tassello /],
      ["chiave", "chiavi", /^Chiave /],
      ["punta", "punte", /^Punta /],
    ] as const) {
      const one = ranked(singular);
      const many = ranked(plural);
      expect(many.total, plural).toBe(one.total);
      expect([...many.ids].sort(), plural).toEqual([...one.ids].sort());
      for (const title of italianTitles(pageOne(plural))) expect(title).toMatch(head);
    }
  });

  it("finds the Italian nouns for English words, in either language", () => {
    for (const title of italianTitles(pageOne("screw", "it"))) expect(title).toMatch(/^Vite /);
    for (const title of englishTitles(pageOne("screw", "en"))) expect(title).toMatch(/screw \d/);
    for (const [english, head] of [
      ["wall plug", /^Tassello /],
      ["wrench", /^Chiave /],
      ["drill bit", /^Punta /],
    ] as const) {
      for (const title of italianTitles(pageOne(english, "en"))) expect(title, english).toMatch(head);
    }
  });

  it("looks for a noun's other forms in titles only, not in brand names", () => {
    const found = ranked("pennello", "it", 100);
    expect(found.total).toBeGreaterThan(0);
    for (const title of italianTitles(found.ids)) expect(title).toMatch(/pennell/i);
  });
});

describe("filters and facets", () => {
  it("counts each value with the other filters applied", () => {
    const filter = { "filters-family_lev1": "FE" };
    const total = search(filter).total;
    const brands = facets(filter, ["id_brand"]).id_brand ?? [];
    expect(brands.reduce((sum, value) => sum + value.count, 0)).toBe(total);
    for (const brand of brands) {
      expect(search({ ...filter, "filters-id_brand": brand.value }).total).toBe(brand.count);
    }
  });

  it("ignores a field's own filter in its counts (multi-select), and ORs values within a field", () => {
    const families = facets({ "filters-family_lev1": "FE" }, ["family_lev1"]).family_lev1 ?? [];
    expect(families.length).toBe(8);
    for (const family of families) expect(search({ "filters-family_lev1": family.value }).total).toBe(family.count);
    const both = search({ "filters-family_lev1": "FE;UT" }).total;
    expect(both).toBe(search({ "filters-family_lev1": "FE" }).total + search({ filters: { family_lev1: ["UT"] } }).total);
  });

  it("combines text, flags and several fields", () => {
    const body = { text: "a", "filters-new": "1", "filters-family_lev1": "VE;AN" };
    const result = facets(body, ["new", "family_lev1", "id_brand"]);
    const total = search(body).total;
    expect((result.id_brand ?? []).reduce((sum, value) => sum + value.count, 0)).toBe(total);
    expect(result.new?.map((value) => value.value)).toEqual(["1"]);
    expect(result.new?.[0]?.count).toBe(total);
    const withoutNew = search({ text: "a", "filters-family_lev1": "VE;AN" });
    expect(total).toBeLessThanOrEqual(withoutNew.total);
  });

  it("labels values and groups in the request language, sorted by count", () => {
    const italian = facets({}, ["family_lev1", "id_brand"], "it");
    const english = facets({}, ["family_lev1", "id_brand"], "en");
    expect(italian.family_lev1?.find((value) => value.value === "EL")).toMatchObject({ label: "Elettroutensili", key_label: "Reparto" });
    expect(english.family_lev1?.find((value) => value.value === "EL")).toMatchObject({ label: "Power tools", key_label: "Department" });
    expect(english.id_brand?.[0]?.key_label).toBe("Brand");
    const counts = (italian.id_brand ?? []).map((value) => value.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.every((value) => value > 0)).toBe(true);
  });

  it("filters by list price on the price list asked", () => {
    const found = searchProducts(db, parseSearchRequest({ min_price: 10, max_price: 20, rows: 100 }), "C", "it", NOW);
    for (const id of found.ids) {
      const price = Number(db.prepare("SELECT price_c FROM products WHERE id = ?").pluck().get(id));
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(20);
    }
  });
});
