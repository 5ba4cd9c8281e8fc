// Money arithmetic and the ERP's number formats. Amounts are euros as numbers, rounded to cents.

export const VAT_PERCENT = 22;
export const SHIPPING_COST = 9.9;
/** Net amount from which shipping is free. */
export const FREE_SHIPPING_FROM = 250;

/** Rounds half away from zero to cents (0.005 → 0.01), immune to binary noise like 1.005. */
export function round2(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-6);
  return (Math.sign(value) * cents) / 100 || 0;
}

/** "1.234,50": decimal comma, dot thousands, two decimals (the cart's string format). */
export function decimalComma(value: number): string {
  const [whole = "0", cents = "00"] = Math.abs(round2(value)).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${round2(value) < 0 ? "-" : ""}${grouped},${cents}`;
}

/** A unit price after cascade discounts: 100 with [30, 10] → 63. */
export function applyCascade(price: number, discounts: readonly number[]): number {
  return round2(discounts.reduce((value, percent) => value * (1 - percent / 100), price));
}

/** "30+10" for [30, 10]; "" for none. */
export function cascadeLabel(discounts: readonly number[]): string {
  return discounts.filter((percent) => percent > 0).join("+");
}

export function vatOf(taxable: number): number {
  return round2((taxable * VAT_PERCENT) / 100);
}

/** Shipping for a net amount of goods: free for an empty cart and from the threshold. */
export function shippingFor(net: number): number {
  return net > 0 && net < FREE_SHIPPING_FROM ? SHIPPING_COST : 0;
}
