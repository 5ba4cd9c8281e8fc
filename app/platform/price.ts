// How prices read: the discount percent and the net/gross view (money is written by ~/platform/format).

/** The discount from the list price to the sale price, in whole percent, truncated (never rounded up). */
export function discountPercent(price: number, salePrice: number): number {
  if (!(price > 0) || !(salePrice >= 0) || salePrice >= price) return 0;
  return Math.trunc(((price - salePrice) / price) * 100 + 1e-9);
}

export type PriceView = "net" | "gross";
