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

/**
 * What one price shows in the customer's view, everywhere a price is shown (cards, rows, the buy
 * box, promotion breaks, reorder lists). Net is the customer's price after their discounts, excl.
 * VAT, with the list price struck through and the percent beside it. Gross is the ERP's own
 * `gross_price` for the article (the demo ERP's is the net price with VAT; the reader falls back
 * to that where an answer lacks it), shown alone: no struck price, no percent, so a customer can
 * turn the screen to their own client.
 */
export interface PriceInView {
  amount: number;
  /** The list price struck through beside a discounted net price; null when nothing is struck. */
  struck: number | null;
  /** Whole percent off the list price; 0 when none is shown. */
  percent: number;
  view: PriceView;
}

export function priceInView(price: { listPrice: number; unitPrice: number; grossPrice: number }, view: PriceView): PriceInView {
  if (view === "gross") return { amount: price.grossPrice, struck: null, percent: 0, view };
  const percent = discountPercent(price.listPrice, price.unitPrice);
  return { amount: price.unitPrice, struck: percent > 0 ? price.listPrice : null, percent, view };
}

/** Quantity-break prices are the customer's net prices: the gross view does not show them. */
export function showsNetBreaks(view: PriceView): boolean {
  return view === "net";
}
