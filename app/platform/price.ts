// How prices read: the discount percent and the net/gross view (money is written by ~/platform/i18n, formatPrice).
import { roundCents } from "~/platform/i18n";

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

/**
 * A cart line's gross unit price: the ERP's `gross_price` for its article from the catalogue's price
 * call at the line's quantity (the cart's lines carry net prices only). It is the line's own only
 * when that call's net price is the line's (a line under another promotion row is not): else null,
 * and the line stays net.
 */
export function lineGrossUnit(line: { unitPrice: number }, price: { unitPrice: number; grossPrice: number } | undefined): number | null {
  return price && Math.abs(price.unitPrice - line.unitPrice) < 0.005 ? price.grossPrice : null;
}

/** A cart line's figures in the customer's view (the cart page, the mini cart). */
export interface LineInView {
  /** The view its figures are in: gross only where the line's gross unit price is known. */
  view: PriceView;
  unit: number;
  amount: number;
  /** Beside a gross amount, the line's net amount (what the invoice says), labelled; null when net. */
  net: number | null;
}

/**
 * What a cart line shows in the view. Gross: the ERP's gross unit price times the quantity, with the
 * net amount beside; a line whose gross price is not known shows its net figures (labelled net). What
 * is sent to the ERP and invoiced never changes: the cart and the order are net.
 */
/** What a cart line's figures are worked out from: the ERP's net figures, and its gross unit price where known. */
export interface CartLineFigures {
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  grossUnit: number | null;
}

export function cartLineInView(line: CartLineFigures, view: PriceView): LineInView {
  if (view === "gross" && line.grossUnit !== null) {
    return { view, unit: line.grossUnit, amount: roundCents(line.quantity * line.grossUnit), net: line.lineTotal };
  }
  return { view: "net", unit: line.unitPrice, amount: line.lineTotal, net: null };
}

/**
 * The goods' gross total in the gross view: the sum of the lines' gross amounts, so that lines and
 * total add up. Null in the net view, and when a line is not shown gross: a sum of gross and net
 * amounts means nothing, so only the ERP's own totals show (the net ones labelled net, and the
 * document total, VAT included). The ERP's document total also carries the transport, its VAT and a
 * coupon, and rounds once: it is shown beside, never replaced by this sum.
 */
export function goodsGross(lines: readonly CartLineFigures[], view: PriceView): number | null {
  const shown = lines.map((line) => cartLineInView(line, view));
  if (view !== "gross" || shown.length === 0 || shown.some((line) => line.view !== "gross")) return null;
  return roundCents(shown.reduce((sum, line) => sum + line.amount, 0));
}
