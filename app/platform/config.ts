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
