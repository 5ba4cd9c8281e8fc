// Reading the shop listing's URL (the parser of query.ts's URL model, with zod). Server-only, so
// that the browser's listing code (links, chips, forms) stays free of the validation library.
import { z } from "zod";
import { FACET_FIELDS, FILTER_FIELDS, PER_PAGE_OPTIONS, SORTS, type FilterField, type ListingParams } from "~/catalog/query";
import { LISTING_FLAGS, type ListingFlag } from "~/erp/types";
import { normalisePriceRange } from "~/catalog/price-range";
import { LISTING } from "~/platform/config";

/** Plain keys accepted as filters (aliases of `filters-{field}`). */
const PLAIN_FILTERS: FilterField[] = [
  "family_lev1",
  "family_lev2",
  "family_lev3",
  "promo_type",
  "new",
  "id_brand",
  "id_type",
  "id_subtype",
  "available_again",
  "color",
  "size",
];
const COMMA_LISTS: FilterField[] = ["color", "size"];
/**
 * Fields whose only meaningful value is "1" (a flag). `promo_type` and `new` carry values as the hub
 * indexes them (a promotion code "PR1", "true"), so they pass as they come.
 */
const FLAG_FIELDS: FilterField[] = ["available_again"];

function isListingFlag(name: string): name is ListingFlag {
  return (LISTING_FLAGS as readonly string[]).includes(name);
}

/** A listing flag is on with `true`, `1` or no value (`?disponibili`); `false` or `0` leave it off. */
function flagIsOn(value: string): boolean {
  return ["", "true", "1"].includes(value.trim().toLowerCase());
}

const valueSchema = z
  .string()
  .trim()
  .min(1)
  .max(LISTING.maxValueLength)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  .regex(/^[^\u0000-\u001f<>]+$/);
const priceSchema = z.coerce.number().finite();
const pageSchema = z.coerce.number().int().min(1).max(LISTING.maxPage);
const perPageSchema = z.coerce
  .number()
  .int()
  .refine((value) => (PER_PAGE_OPTIONS as readonly number[]).includes(value));
const sortSchema = z.enum(SORTS);

function optionalPrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === "") return null;
  const parsed = priceSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function isFilterField(name: string): name is FilterField {
  return (FILTER_FIELDS as readonly string[]).includes(name);
}

function cleanValues(field: FilterField, raw: string[]): string[] {
  const values: string[] = [];
  for (const value of raw) {
    const parsed = valueSchema.safeParse(value);
    if (!parsed.success) continue;
    if (FLAG_FIELDS.includes(field) && parsed.data !== "1") continue;
    if (!values.includes(parsed.data)) values.push(parsed.data);
    if (values.length >= LISTING.maxValuesPerFilter) break;
  }
  return values;
}

/** Reads (and bounds) the listing's parameters from a URL's query. Never throws. */
export function parseListing(search: URLSearchParams): ListingParams {
  const raw = new Map<FilterField, string[]>();
  const add = (field: FilterField, values: string[]) => raw.set(field, [...(raw.get(field) ?? []), ...values]);
  const flags = new Set<ListingFlag>();
  const more: FilterField[] = [];

  for (const [key, value] of search) {
    if (key.startsWith("filters-")) {
      const field = key.slice("filters-".length);
      if (isFilterField(field)) add(field, value.split(";"));
    } else if (key.startsWith("more-")) {
      const field = key.slice("more-".length);
      if (isFilterField(field) && !more.includes(field)) more.push(field);
    } else if (isListingFlag(key)) {
      if (flagIsOn(value)) flags.add(key);
    } else if ((PLAIN_FILTERS as string[]).includes(key)) {
      const field = key as FilterField;
      add(field, COMMA_LISTS.includes(field) ? value.split(",") : value.split(";"));
    }
  }

  const filters: Partial<Record<FilterField, string[]>> = {};
  for (const field of FILTER_FIELDS) {
    const values = cleanValues(field, raw.get(field) ?? []);
    if (values.length > 0) filters[field] = values;
  }

  // A listing flag clears the text search (the spec).
  const text = flags.size > 0 ? "" : (search.get("text") ?? "").trim().slice(0, LISTING.maxTextLength);
  const { minPrice, maxPrice } = normalisePriceRange(optionalPrice(search.get("min_price")), optionalPrice(search.get("max_price")));
  const page = pageSchema.safeParse(search.get("page") ?? undefined);
  const perPage = perPageSchema.safeParse(search.get("per_page") ?? undefined);
  const sort = sortSchema.safeParse(search.get("sort") ?? undefined);

  return {
    text: text === "*" ? "" : text,
    filters,
    flags: LISTING_FLAGS.filter((flag) => flags.has(flag)),
    minPrice,
    maxPrice,
    page: page.success ? page.data : 1,
    perPage: perPage.success ? perPage.data : LISTING.pageSize,
    sort: sort.success ? sort.data : "relevance",
    more: FACET_FIELDS.filter((field) => more.includes(field)),
    latestOrderList: search.get("latest-order-list") === "true",
    isNewTab: search.get("is_new_tab") === "true",
  };
}
