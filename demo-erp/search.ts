// Search and facets. Text goes through SQLite FTS5 (prefix match on every token, plus the other forms
// of the catalogue's nouns in search-words.ts; head nouns rank first); filters, facet counts, sorting
// and paging run over a compact in-memory copy of the filterable columns, built once per database:
// the catalogue never changes after seeding, so one pass over typed arrays answers any combination
// of filters in a few milliseconds even with 100,000 articles.
import type { Db } from "./db";
import { brandsOf, colourLabel, familiesOf, idSubtypeLabel, idTypeLabel } from "./catalog";
import { romeToday } from "./dates";
import { activePromotionCodes } from "./pricing";
import { italianFormsOf } from "./search-words";
import type { Lang, PricingProfile } from "./types";

export const FILTER_FIELDS = [
  "family_lev1",
  "family_lev2",
  "family_lev3",
  "id_brand",
  "promo_type",
  "new",
  "next_insert",
  "available_again",
  "product_status",
  "id_type",
  "id_subtype",
  "color",
  "size",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const FACET_FIELDS = [
  "promo_type",
  "new",
  "id_brand",
  "family_lev3",
  "family_lev2",
  "family_lev1",
  "id_type",
  "id_subtype",
  "color",
  "size",
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const SORTS = ["relevance", "name_asc", "name_desc", "price_asc", "price_desc", "newest"] as const;
export type SortKey = (typeof SORTS)[number];

export const MAX_ROWS = 100;
const DEFAULT_ROWS = 12;
const CACHE_LIMIT = 500;

export interface SearchQuery {
  /** "" = everything. */
  text: string;
  filters: Map<FilterField, Set<string>>;
  /** `carti` / `id` / `barcodes` filters: these articles (children included) instead of the top-level list. */
  skus: Set<string>;
  ids: Set<string>;
  barcodes: Set<string>;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface SearchRequest extends SearchQuery {
  sort: SortKey;
  /** 0-based page index. */
  page: number;
  rows: number;
}

// ---------------------------------------------------------------------------------------------
// Request parsing

function valuesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(";") : value === undefined || value === null ? [] : [value];
  return list
    .filter((item) => typeof item === "string" || typeof item === "number" || typeof item === "boolean")
    .map((item) => (typeof item === "boolean" ? (item ? "1" : "0") : String(item).trim()))
    .filter((item) => item !== "");
}

function numberOf(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
}

/** Reads text, flat `filters-<field>` keys, a `filters` object, prices, sort and paging from a body. */
/**
 * Flag filters as CMS links write them: `new=true`, and `promo_type` as a promotion code ("PR1"),
 * which the demo reads as "in a running promotion" (its index keeps one promotion flag per article).
 */
function indexedValue(field: string, value: string): string {
  if (field === "new") return value === "true" ? "1" : value;
  if (field === "promo_type") return value === "0" || value === "false" ? "0" : "1";
  return value;
}

/**
 * The listing flags, request fields with the value `true` (ERP-CONTRACT.md), as the index's filters:
 * in a running promotion, arriving, available now.
 */
const LISTING_FLAGS: Record<string, [FilterField, string]> = {
  promo_list: ["promo_type", "1"],
  next_insert: ["next_insert", "1"],
  disponibili: ["product_status", "DISPONIBILE"],
};

function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === "true" || value === "1";
}

export function parseSearchRequest(body: Record<string, unknown>): SearchRequest {
  const filters = new Map<FilterField, Set<string>>();
  const skus = new Set<string>();
  const ids = new Set<string>();
  const barcodes = new Set<string>();
  const add = (field: string, value: unknown) => {
    const values = valuesOf(value);
    if (field === "carti") values.forEach((sku) => skus.add(sku.toUpperCase()));
    else if (field === "id") values.forEach((id) => ids.add(id));
    else if (field === "barcodes") values.forEach((code) => barcodes.add(code));
    else if ((FILTER_FIELDS as readonly string[]).includes(field) && values.length > 0) {
      const set = filters.get(field as FilterField) ?? new Set<string>();
      values.forEach((item) => set.add(indexedValue(field, item)));
      filters.set(field as FilterField, set);
    }
  };
  for (const [key, value] of Object.entries(body)) {
    if (key.startsWith("filters-")) add(key.slice("filters-".length), value);
  }
  if (body.filters && typeof body.filters === "object" && !Array.isArray(body.filters)) {
    for (const [field, value] of Object.entries(body.filters)) add(field, value);
  }
  for (const [flag, [field, value]] of Object.entries(LISTING_FLAGS)) if (isOn(body[flag])) add(field, value);
  const rawText = typeof body.text === "string" ? body.text.trim() : "";
  const sort = SORTS.find((known) => known === body.sort) ?? "relevance";
  const page = numberOf(body.start);
  const rows = numberOf(body.rows);
  const minPrice = numberOf(body.min_price);
  const maxPrice = numberOf(body.max_price);
  return {
    text: rawText === "*" ? "" : rawText,
    filters,
    skus,
    ids,
    barcodes,
    minPrice: minPrice !== null && minPrice >= 0 ? minPrice : null,
    maxPrice: maxPrice !== null && maxPrice >= 0 ? maxPrice : null,
    sort,
    page: page !== null && page >= 0 ? Math.floor(page) : 0,
    rows: rows !== null && rows >= 1 ? Math.min(MAX_ROWS, Math.floor(rows)) : DEFAULT_ROWS,
  };
}

/** The text's words for full-text search: lowercase letters and digits, at most 10. */
function tokensOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
}

interface FtsQueries {
  /** Every token required: as a prefix anywhere, or as another form of its word in a title. */
  all: string;
  /** The Italian title starts with a token or form: the article's head noun ("Vite per legno …"). */
  head: string;
  /** The request language's title holds every token. */
  name: string;
}

function ftsQueriesOf(tokens: string[], lang: Lang): FtsQueries {
  // The other forms (search-words.ts) are whole words, and in titles only: "pennello" must not find
  // the brand "Pennelli Riviera".
  const words = tokens.map((token) => ({ prefix: `"${token}"*`, forms: italianFormsOf(token).map((form) => `"${form}"`) }));
  const all = words.map(({ prefix, forms }) => `(${[prefix, ...forms.map((form) => `{title_it title_en} : ${form}`)].join(" OR ")})`).join(" AND ");
  const heads = words.flatMap(({ prefix, forms }) => [prefix, ...forms]).map((term) => `^${term}`);
  return { all, head: `{title_it} : (${heads.join(" OR ")})`, name: `{title_${lang}} : (${all})` };
}

// ---------------------------------------------------------------------------------------------
// The in-memory index

interface Column {
  values: string[];
  /** Value index per row, -1 when the row has none. */
  codes: Int32Array;
}

type StaticField = Exclude<FilterField, "promo_type">;

interface FtsMatch {
  /** Top-level rows in rank order. */
  order: Int32Array;
  member: Uint8Array;
}

interface SearchIndex {
  count: number;
  ids: Int32Array;
  rowById: Int32Array;
  rowBySku: Map<string, number>;
  rowByBarcode: Map<string, number>;
  parent: Int32Array;
  topLevel: Int32Array;
  columns: Record<StaticField, Column>;
  promoCode: Int32Array;
  prices: Record<PricingProfile["priceList"], Float64Array>;
  sizeEnglish: Map<string, string>;
  orders: Map<string, Int32Array>;
  promoColumn: { day: string; column: Column } | null;
  fts: Map<string, FtsMatch>;
  facets: Map<string, FacetResults>;
}

const indexes = new WeakMap<Db, SearchIndex>();

type IndexRow = [
  number,
  string,
  number | null,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  string,
  string,
  string,
  string | null,
  string | null,
  number | null,
  number,
  number,
  number,
];

function indexFor(db: Db): SearchIndex {
  const cached = indexes.get(db);
  if (cached) return cached;
  const rows = db
    .prepare(
      `SELECT id, sku, parent_id, family_lev1, family_lev2, family_lev3, brand_code, is_new, next_insert,
              available_again, status, id_type, id_subtype, color, size, promo_code, price_a, price_b, price_c
         FROM products ORDER BY id`,
    )
    .raw()
    .all() as IndexRow[];
  const count = rows.length;
  const maxId = rows.reduce((max, row) => Math.max(max, row[0]), 0);
  const ids = new Int32Array(count);
  const rowById = new Int32Array(maxId + 1).fill(-1);
  const rowBySku = new Map<string, number>();
  rows.forEach((row, index) => {
    ids[index] = row[0];
    rowById[row[0]] = index;
    rowBySku.set(row[1], index);
  });

  const column = (valueAt: (row: IndexRow) => string | null): Column => {
    const values: string[] = [];
    const lookup = new Map<string, number>();
    const codes = new Int32Array(count);
    rows.forEach((row, index) => {
      const value = valueAt(row);
      if (value === null) {
        codes[index] = -1;
        return;
      }
      let code = lookup.get(value);
      if (code === undefined) {
        code = values.length;
        values.push(value);
        lookup.set(value, code);
      }
      codes[index] = code;
    });
    return { values, codes };
  };
  const flag = (value: number) => (value ? "1" : "0");

  const parent = new Int32Array(count);
  const topLevel: number[] = [];
  rows.forEach((row, index) => {
    parent[index] = row[2] === null ? -1 : (rowById[row[2]] ?? -1);
    if (row[2] === null) topLevel.push(index);
  });

  const index: SearchIndex = {
    count,
    ids,
    rowById,
    rowBySku,
    rowByBarcode: new Map(
      (db.prepare("SELECT ean, product_id FROM barcodes").raw().all() as [string, number][]).map(([ean, id]) => [ean, rowById[id] ?? -1]),
    ),
    parent,
    topLevel: Int32Array.from(topLevel),
    columns: {
      family_lev1: column((row) => row[3]),
      family_lev2: column((row) => row[4]),
      family_lev3: column((row) => row[5]),
      id_brand: column((row) => row[6]),
      new: column((row) => flag(row[7])),
      next_insert: column((row) => flag(row[8])),
      available_again: column((row) => flag(row[9])),
      product_status: column((row) => row[10]),
      id_type: column((row) => row[11]),
      id_subtype: column((row) => row[12]),
      color: column((row) => row[13]),
      size: column((row) => row[14]),
    },
    promoCode: Int32Array.from(rows, (row) => row[15] ?? 0),
    prices: {
      A: Float64Array.from(rows, (row) => row[16]),
      B: Float64Array.from(rows, (row) => row[17]),
      C: Float64Array.from(rows, (row) => row[18]),
    },
    sizeEnglish: new Map(
      (db.prepare("SELECT DISTINCT size, size_en FROM products WHERE size IS NOT NULL").raw().all() as [string, string][]).map(([it, en]) => [
        it,
        en,
      ]),
    ),
    orders: new Map(),
    promoColumn: null,
    fts: new Map(),
    facets: new Map(),
  };
  if (count > 0) indexes.set(db, index);
  return index;
}

const ORDER_SQL: Record<string, string> = {
  popularity: "popularity DESC, id",
  "name:it": "title_it COLLATE NOCASE, id",
  "name:en": "title_en COLLATE NOCASE, id",
  "price:A": "price_a, id",
  "price:B": "price_b, id",
  "price:C": "price_c, id",
  newest: "age_days, id",
};

/** All rows in one sort order (computed by SQLite once, then kept). */
function orderOf(db: Db, index: SearchIndex, key: keyof typeof ORDER_SQL): Int32Array {
  const cached = index.orders.get(key);
  if (cached) return cached;
  const ids = db.prepare(`SELECT id FROM products ORDER BY ${ORDER_SQL[key]}`).pluck().all() as number[];
  const order = Int32Array.from(ids, (id) => index.rowById[id] ?? -1);
  index.orders.set(key, order);
  return order;
}

/** Builds the index and every sort order ahead of the first request (each costs a SQLite sort). */
export function warmSearch(db: Db): void {
  const index = indexFor(db);
  if (index.count === 0) return;
  for (const key of Object.keys(ORDER_SQL)) orderOf(db, index, key);
}

function promoColumn(db: Db, index: SearchIndex, date: Date): Column {
  const day = romeToday(date);
  if (index.promoColumn?.day === day) return index.promoColumn.column;
  const running = activePromotionCodes(db, date);
  const codes = Int32Array.from(index.promoCode, (code) => (code !== 0 && running.has(code) ? 1 : 0));
  const column = { values: ["0", "1"], codes };
  index.promoColumn = { day, column };
  return column;
}

function columnOf(db: Db, index: SearchIndex, field: FilterField, date: Date): Column {
  return field === "promo_type" ? promoColumn(db, index, date) : index.columns[field];
}

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
  return value;
}

function recall<T>(cache: Map<string, T>, key: string): T | undefined {
  const value = cache.get(key);
  if (value !== undefined) {
    cache.delete(key);
    cache.set(key, value);
  }
  return value;
}

/** Column weights of bm25: the request language's title counts most, then codes. */
const BM25_WEIGHTS: Record<Lang, string> = { it: "10.0, 4.0, 8.0, 3.0", en: "4.0, 10.0, 8.0, 3.0" };

/**
 * Articles matching every token, ranked in three tiers with bm25 inside each: the head noun first
 * (the Italian title, whatever the language: English titles put qualifiers before the noun), then
 * the rest of the name ("Cutter … con blocco a vite"), then the other fields (other language,
 * codes, brand). The tiers are sorted here: ordering by them in SQL nearly doubles the cost of
 * short prefixes.
 */
function ftsMatch(db: Db, index: SearchIndex, tokens: string[], lang: Lang): FtsMatch {
  const queries = ftsQueriesOf(tokens, lang);
  const key = `${lang}\u0000${queries.all}`;
  const cached = recall(index.fts, key);
  if (cached) return cached;
  const matching = "SELECT rowid FROM products_fts WHERE products_fts MATCH ?";
  const rowsOf = (sql: string, match: string) =>
    (db.prepare(sql).pluck().all(match) as number[]).map((id) => index.rowById[id] ?? -1).filter((row) => row >= 0);
  const tierOf = new Uint8Array(index.count).fill(2);
  for (const row of rowsOf(matching, queries.name)) tierOf[row] = 1;
  for (const row of rowsOf(matching, queries.head)) tierOf[row] = 0;
  const member = new Uint8Array(index.count);
  const tiers: number[][] = [[], [], []];
  for (const row of rowsOf(`${matching} ORDER BY bm25(products_fts, ${BM25_WEIGHTS[lang]})`, queries.all)) {
    member[row] = 1;
    tiers[tierOf[row]!]!.push(row);
  }
  return remember(index.fts, key, { order: Int32Array.from(tiers.flat()), member });
}

interface Prepared {
  /** Rows passing text, codes and price: the ground every filter and facet works on. */
  candidates: Int32Array;
  /** True when `carti` / `id` put children among the candidates. */
  byCode: boolean;
  text: FtsMatch | null;
  filters: { field: FilterField; column: Column; accept: Uint8Array }[];
}

function prepare(db: Db, index: SearchIndex, query: SearchQuery, priceList: PricingProfile["priceList"], lang: Lang, date: Date): Prepared {
  const byCode = query.skus.size > 0 || query.ids.size > 0 || query.barcodes.size > 0;
  let base: Int32Array = index.topLevel;
  if (byCode) {
    const rows = new Set<number>();
    for (const sku of query.skus) {
      const row = index.rowBySku.get(sku);
      if (row !== undefined) rows.add(row);
    }
    for (const id of query.ids) {
      const row = /^\d+$/.test(id) ? (index.rowById[Number(id)] ?? -1) : -1;
      if (row >= 0) rows.add(row);
    }
    for (const code of query.barcodes) {
      const row = index.rowByBarcode.get(code) ?? -1;
      if (row >= 0) rows.add(row);
    }
    base = Int32Array.from([...rows].sort((a, b) => a - b));
  }
  const tokens = tokensOf(query.text);
  const text = tokens.length > 0 ? ftsMatch(db, index, tokens, lang) : null;
  const prices = index.prices[priceList];
  const hasPrice = query.minPrice !== null || query.maxPrice !== null;
  const min = query.minPrice ?? -Infinity;
  const max = query.maxPrice ?? Infinity;

  let candidates = base;
  if (text || hasPrice) {
    const kept: number[] = [];
    for (const row of base) {
      if (text) {
        const top = index.parent[row]! >= 0 ? index.parent[row]! : row;
        if (!text.member[top]) continue;
      }
      if (hasPrice && (prices[row]! < min || prices[row]! > max)) continue;
      kept.push(row);
    }
    candidates = Int32Array.from(kept);
  }

  const filters = [...query.filters].map(([field, values]) => {
    const column = columnOf(db, index, field, date);
    const accept = new Uint8Array(column.values.length);
    column.values.forEach((value, code) => {
      if (values.has(value)) accept[code] = 1;
    });
    return { field, column, accept };
  });
  return { candidates, byCode, text, filters };
}

/** One page of article ids and the number of matches. */
export function searchProducts(
  db: Db,
  request: SearchRequest,
  priceList: PricingProfile["priceList"],
  lang: Lang,
  date: Date,
): { ids: number[]; total: number } {
  const index = indexFor(db);
  if (index.count === 0) return { ids: [], total: 0 };
  const prepared = prepare(db, index, request, priceList, lang, date);
  const matched = new Uint8Array(index.count);
  let total = 0;
  for (const row of prepared.candidates) {
    if (prepared.filters.every((filter) => filter.accept[filter.column.codes[row]!] === 1)) {
      matched[row] = 1;
      total++;
    }
  }

  let order: Int32Array;
  let descending = false;
  switch (request.sort) {
    case "name_asc":
    case "name_desc":
      order = orderOf(db, index, `name:${lang}`);
      descending = request.sort === "name_desc";
      break;
    case "price_asc":
    case "price_desc":
      order = orderOf(db, index, `price:${priceList}`);
      descending = request.sort === "price_desc";
      break;
    case "newest":
      order = orderOf(db, index, "newest");
      break;
    default:
      order = prepared.text && !prepared.byCode ? prepared.text.order : orderOf(db, index, "popularity");
  }

  const first = request.page * request.rows;
  const ids: number[] = [];
  let seen = 0;
  for (let step = 0; step < order.length && ids.length < request.rows && seen < first + request.rows; step++) {
    const row = order[descending ? order.length - 1 - step : step]!;
    if (!matched[row]) continue;
    if (seen >= first) ids.push(index.ids[row]!);
    seen++;
  }
  return { ids, total };
}

// ---------------------------------------------------------------------------------------------
// Facets

export interface FacetValue {
  value: string;
  count: number;
  label: string;
  key_label: string;
}

export type FacetResults = Partial<Record<FacetField, FacetValue[]>>;

const KEY_LABELS: Record<FacetField, { it: string; en: string }> = {
  promo_type: { it: "Promozioni", en: "Promotions" },
  new: { it: "Novità", en: "New arrivals" },
  id_brand: { it: "Marca", en: "Brand" },
  family_lev1: { it: "Reparto", en: "Department" },
  family_lev2: { it: "Famiglia", en: "Family" },
  family_lev3: { it: "Sottofamiglia", en: "Subfamily" },
  id_type: { it: "Tipo articolo", en: "Item type" },
  id_subtype: { it: "Linea", en: "Range" },
  color: { it: "Colore", en: "Colour" },
  size: { it: "Misura", en: "Size" },
};

/** Flags facet only on "1": "not new" is not a useful choice. */
const FLAG_FACETS = new Set<FacetField>(["promo_type", "new"]);

function valueLabel(db: Db, index: SearchIndex, field: FacetField, value: string, lang: Lang): string {
  switch (field) {
    case "promo_type":
      return lang === "en" ? "On offer" : "In promozione";
    case "new":
      return lang === "en" ? "New" : "Novità";
    case "id_brand":
      return brandsOf(db).get(value)?.name ?? value;
    case "family_lev1":
    case "family_lev2":
    case "family_lev3": {
      const family = familiesOf(db).get(value);
      return family ? (lang === "en" ? family.nameEn : family.nameIt) : value;
    }
    case "id_type":
      return idTypeLabel(value, lang);
    case "id_subtype":
      return idSubtypeLabel(value, lang);
    case "color":
      return colourLabel(value, lang);
    case "size":
      return lang === "en" ? (index.sizeEnglish.get(value) ?? value) : value;
  }
}

function facetKey(query: SearchQuery, fields: FacetField[], priceList: string, lang: Lang, date: Date): string {
  const promoMatters = fields.includes("promo_type") || query.filters.has("promo_type");
  const hasPrice = query.minPrice !== null || query.maxPrice !== null;
  return JSON.stringify([
    tokensOf(query.text),
    [...query.filters].map(([field, values]) => [field, [...values].sort()]).sort(),
    [...query.skus].sort(),
    [...query.ids].sort(),
    [...query.barcodes].sort(),
    query.minPrice,
    query.maxPrice,
    hasPrice ? priceList : "",
    [...fields].sort(),
    lang,
    promoMatters ? romeToday(date) : "",
  ]);
}

/**
 * Counts per value of each facet field, with every filter applied except the field's own (so the
 * other values of a multi-select stay visible). Zero counts are left out; sorted by count, then label.
 */
export function facetCounts(
  db: Db,
  query: SearchQuery,
  fields: FacetField[],
  priceList: PricingProfile["priceList"],
  lang: Lang,
  date: Date,
): FacetResults {
  const index = indexFor(db);
  const key = facetKey(query, fields, priceList, lang, date);
  const cached = recall(index.facets, key);
  if (cached) return cached;

  const prepared = prepare(db, index, query, priceList, lang, date);
  const requested = fields.map((field) => {
    const column = columnOf(db, index, field, date);
    return { field, column, counts: new Int32Array(column.values.length) };
  });
  const requestedByFilter = prepared.filters.map((filter) => requested.find((entry) => entry.field === filter.field) ?? null);
  const filters = prepared.filters;

  for (const row of prepared.candidates) {
    let failures = 0;
    let failed = -1;
    for (let position = 0; position < filters.length && failures < 2; position++) {
      const filter = filters[position]!;
      if (filter.accept[filter.column.codes[row]!] !== 1) {
        failures++;
        failed = position;
      }
    }
    if (failures === 0) {
      for (const entry of requested) {
        const code = entry.column.codes[row]!;
        if (code >= 0) entry.counts[code]!++;
      }
    } else if (failures === 1) {
      const entry = requestedByFilter[failed];
      const code = entry ? entry.column.codes[row]! : -1;
      if (entry && code >= 0) entry.counts[code]!++;
    }
  }

  const results: FacetResults = {};
  for (const entry of requested) {
    const keyLabel = KEY_LABELS[entry.field][lang];
    const values: FacetValue[] = [];
    entry.counts.forEach((count, code) => {
      const value = entry.column.values[code]!;
      if (count === 0 || (FLAG_FACETS.has(entry.field) && value !== "1")) return;
      values.push({ value, count, label: valueLabel(db, index, entry.field, value, lang), key_label: keyLabel });
    });
    values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, lang));
    results[entry.field] = values;
  }
  return remember(index.facets, key, results);
}
