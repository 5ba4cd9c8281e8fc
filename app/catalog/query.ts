// The shop listing's URL model: one pure parser (query.server.ts, with zod: only the server reads
// URLs) and one serialiser, so that every link, chip and form of the listing is built from the same
// rules and nothing unbounded ever reaches the ERP.
//
// URL (1-based `page`):
//   text, filters-{facet}=v1;v2, family_lev1..3, page, per_page, sort, min_price, max_price,
//   more-{facet}=1 (a facet group shown in full), latest-order-list=true, is_new_tab=true.
//   promo_list=true, next_insert=true, disponibili=true: the listing flags (ERP-CONTRACT.md), which
//   the hub's search takes as request fields; each clears the text search.
// Accepted aliases, rewritten to the canonical form: plain promo_type, new, id_brand, id_type,
// id_subtype, available_again; color and size as comma lists; a flag as `1` or without a value.
import type { ListingFlag, SearchQuery, SearchSort } from "~/erp/types";
import { LISTING } from "~/platform/config";

export const FAMILY_LEVELS = ["family_lev1", "family_lev2", "family_lev3"] as const;

/** Every filter field the listing knows, in display order; anything else in the URL is dropped. */
export const FILTER_FIELDS = [
  "family_lev1",
  "family_lev2",
  "family_lev3",
  "id_brand",
  "promo_type",
  "new",
  "available_again",
  "id_type",
  "id_subtype",
  "color",
  "size",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/**
 * The facet fields a hub is known to index (ERP-CONTRACT.md), in the order shown. A hub answers 400
 * for a field it does not index, so any other facet group is an operator's setting
 * (SHOP_EXTRA_FACET_FIELDS).
 */
export const INDEXED_FACET_FIELDS: FilterField[] = ["family_lev1", "family_lev2", "family_lev3", "id_brand", "promo_type", "new"];

/** Every field that can be a facet group of the sidebar, in the order shown. */
export const FACET_FIELDS: FilterField[] = [...INDEXED_FACET_FIELDS, "id_type", "id_subtype", "color", "size"];

export const SORTS = ["relevance", "name_asc", "name_desc", "price_asc", "price_desc", "newest"] as const satisfies readonly SearchSort[];
export const PER_PAGE_OPTIONS = [12, 24, 48] as const;

export interface ListingParams {
  text: string;
  filters: Partial<Record<FilterField, string[]>>;
  /** The listing flags in force, in LISTING_FLAGS order. */
  flags: ListingFlag[];
  minPrice: number | null;
  maxPrice: number | null;
  /** 1-based. */
  page: number;
  perPage: number;
  sort: SearchSort;
  /** Facet groups shown in full (more than the first values). */
  more: FilterField[];
  latestOrderList: boolean;
  isNewTab: boolean;
}

export const EMPTY_LISTING: ListingParams = {
  text: "",
  filters: {},
  flags: [],
  minPrice: null,
  maxPrice: null,
  page: 1,
  perPage: LISTING.pageSize,
  sort: "relevance",
  more: [],
  latestOrderList: false,
  isNewTab: false,
};

/** The canonical query string (without "?") of the listing's parameters. */
export function serialiseListing(params: ListingParams): string {
  const out = new URLSearchParams();
  if (params.latestOrderList) out.set("latest-order-list", "true");
  if (params.isNewTab) out.set("is_new_tab", "true");
  for (const flag of params.flags) out.set(flag, "true");
  if (params.text) out.set("text", params.text);
  for (const field of FILTER_FIELDS) {
    const values = params.filters[field];
    if (!values || values.length === 0) continue;
    out.set((FAMILY_LEVELS as readonly string[]).includes(field) ? field : `filters-${field}`, values.join(";"));
  }
  if (params.minPrice !== null) out.set("min_price", String(params.minPrice));
  if (params.maxPrice !== null) out.set("max_price", String(params.maxPrice));
  if (params.sort !== "relevance") out.set("sort", params.sort);
  if (params.perPage !== LISTING.pageSize) out.set("per_page", String(params.perPage));
  if (params.page > 1) out.set("page", String(params.page));
  for (const field of params.more) out.set(`more-${field}`, "1");
  return out.toString();
}

/** "/shop?…" (or "/shop") for these parameters. */
export function listingHref(params: ListingParams, path = "/shop"): string {
  const query = serialiseListing(params);
  return query ? `${path}?${query}` : path;
}

/** A brand's listing, as the brands page links it. */
export function brandListingHref(code: string): string {
  return listingHref({ ...EMPTY_LISTING, filters: { id_brand: [code] } });
}

/** A filter change: the page goes back to 1 and the new-tab marker is spent. */
function changed(params: ListingParams, filters: ListingParams["filters"]): ListingParams {
  return { ...params, filters, page: 1, isNewTab: false };
}

export function hasFilter(params: ListingParams, field: FilterField, value: string): boolean {
  return params.filters[field]?.includes(value) ?? false;
}

/** Adds a filter value (or removes it when present). A family level replaces that level's value. */
export function toggleFilter(params: ListingParams, field: FilterField, value: string): ListingParams {
  if (hasFilter(params, field, value)) return removeFilter(params, field, value);
  const filters = { ...params.filters };
  const familyIndex = (FAMILY_LEVELS as readonly string[]).indexOf(field);
  if (familyIndex >= 0) {
    filters[field] = [value];
    for (const lower of FAMILY_LEVELS.slice(familyIndex + 1)) delete filters[lower];
  } else {
    filters[field] = [...(filters[field] ?? []), value].slice(0, LISTING.maxValuesPerFilter);
  }
  return changed(params, filters);
}

/** Removes one filter value; removing a family level also removes the levels below it. */
export function removeFilter(params: ListingParams, field: FilterField, value: string): ListingParams {
  const filters = { ...params.filters };
  const rest = (filters[field] ?? []).filter((existing) => existing !== value);
  if (rest.length > 0) filters[field] = rest;
  else delete filters[field];
  const familyIndex = (FAMILY_LEVELS as readonly string[]).indexOf(field);
  if (familyIndex >= 0 && rest.length === 0) {
    for (const lower of FAMILY_LEVELS.slice(familyIndex + 1)) delete filters[lower];
  }
  return changed(params, filters);
}

export function hasFlag(params: ListingParams, flag: ListingFlag): boolean {
  return params.flags.includes(flag);
}

/** The listing without one flag (its removable chip). */
export function withoutFlag(params: ListingParams, flag: ListingFlag): ListingParams {
  return { ...params, flags: params.flags.filter((existing) => existing !== flag), page: 1, isNewTab: false };
}

export function withoutText(params: ListingParams): ListingParams {
  return { ...params, text: "", page: 1, isNewTab: false };
}

export function withoutPrice(params: ListingParams): ListingParams {
  return { ...params, minPrice: null, maxPrice: null, page: 1, isNewTab: false };
}

export function withPage(params: ListingParams, page: number): ListingParams {
  return { ...params, page: Math.min(Math.max(1, Math.trunc(page)), LISTING.maxPage) };
}

export function withMore(params: ListingParams, field: FilterField, shown: boolean): ListingParams {
  const more = params.more.filter((existing) => existing !== field);
  return { ...params, more: shown ? FACET_FIELDS.filter((known) => known === field || more.includes(known)) : more };
}

export function withSort(params: ListingParams, sort: SearchSort): ListingParams {
  return { ...params, sort, page: 1 };
}

export function hasAnyFilter(params: ListingParams): boolean {
  return (
    params.text !== "" || Object.keys(params.filters).length > 0 || params.flags.length > 0 || params.minPrice !== null || params.maxPrice !== null
  );
}

/** The ERP's query: 0-based page index, the same bounded values. */
export function toSearchQuery(params: ListingParams): SearchQuery {
  const filters: Record<string, string[]> = {};
  for (const [field, values] of Object.entries(params.filters)) if (values && values.length > 0) filters[field] = values;
  return {
    text: params.text,
    filters,
    ...(params.flags.length > 0 ? { flags: params.flags } : {}),
    page: params.page - 1,
    perPage: params.perPage,
    sort: params.sort,
    ...(params.minPrice === null ? {} : { minPrice: params.minPrice }),
    ...(params.maxPrice === null ? {} : { maxPrice: params.maxPrice }),
  };
}

/** True for a 13-digit EAN with a valid check digit. */
export function isEan13(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false;
  const digits = [...text].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** Text that may be an article code or a barcode (one token of letters, digits and dashes). */
export function looksLikeCode(text: string): boolean {
  return isEan13(text) || /^[A-Za-z]{1,4}\d{3,}(-\d{1,3})?$/.test(text);
}
