// How prices read: the discount percent and the net/gross view (money is written by ~/platform/format).

/**
 * The discount from the list price to the sale price, in whole percent, truncated (never rounded up).
 * The ERP rounds the sale price (to the cent, or to its price decimals), so a 10 % discount can
 * arrive a hair under 10 (33,33 → 30,00 is 9.991 %): the percent is rounded to a tenth first, which
 * absorbs that rounding (and float noise) without turning a real 9.9 % into 10.
 */
export function discountPercent(price: number, salePrice: number): number {
  if (!(price > 0) || !(salePrice >= 0) || salePrice >= price) return 0;
  const tenths = Math.round(((price - salePrice) / price) * 1000);
  return Math.trunc(tenths / 10);
}

export type PriceView = "net" | "gross";
