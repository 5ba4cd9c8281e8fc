// The business constants of the spec (section 9) in one typed place. Values an operator may want
// to change are read from the environment on the server (see README); the rest are fixed rules.
import type { PriceView } from "~/catalog/price";

export const SHOP = {
  /** Products per listing page; the first page is start 0. */
  pageSize: 12,
  homeProductCount: 12,
  priceDecimals: 2,
  currency: "EUR",
  defaultPriceView: "net" as PriceView,
  vatPercent: 22,
} as const;

/** The shop listing's bounds: every URL value is capped to these before it reaches the ERP. */
export const LISTING = {
  pageSize: 12,
  maxPage: 500,
  maxTextLength: 100,
  maxValueLength: 60,
  maxValuesPerFilter: 20,
  maxPrice: 1_000_000,
  /** A longer query string is refused with a 400 panel. */
  maxQueryLength: 2_000,
  /** Facet values shown before "show all". */
  facetValuesShown: 10,
  priceSlider: { min: 0, max: 1000, step: 50, gap: 100 },
  tabs: { max: 7, labelLimit: 15, labelCut: 12 },
  /** The latest-order list covers this many days. */
  latestOrderDays: 90,
  tablet: { min: 768, max: 991 },
} as const;
