// An order's amounts on its detail page. The total is the order's net total as the order list (and
// the checkout before it) said it: the ERP's own figure. Its lines add up to their net values
// (ERP-CONTRACT.md, get_order_detail: the sum of `valore.ordinato`), and what the total differs from
// them by (a coupon, an adjustment: the detail does not say which) is shown as its own line, so the
// page never shows two totals for one order. One line whose value is unknown makes the lines' sum,
// and so the difference, unknown: a partial sum would be a wrong amount shown as a right one.
import { roundCents, sumMoney } from "~/platform/i18n";

export interface OrderAmounts {
  /** The sum of the lines' net values; null when one of them is unknown. */
  lines: number | null;
  /** The order's total minus its lines (negative for a coupon); 0 when none, null when the lines are unknown. */
  adjustment: number | null;
  /** The order's net total, as the order list says it. */
  total: number;
}

export function orderNetTotal(lineValues: ReadonlyArray<number | null>): number | null {
  if (lineValues.some((value) => value === null)) return null;
  return sumMoney(lineValues as number[]);
}

export function orderAmounts(lineValues: ReadonlyArray<number | null>, listedTotal: number): OrderAmounts {
  const lines = orderNetTotal(lineValues);
  return { lines, adjustment: lines === null ? null : roundCents(listedTotal - lines), total: listedTotal };
}
