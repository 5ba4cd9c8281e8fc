// An order's net total, from its lines' net values (ERP-CONTRACT.md, get_order_detail: the sum of
// `valore.ordinato`). One line whose value is unknown makes the total unknown: a partial sum would be
// a wrong amount shown as a right one.
import { sumMoney } from "~/platform/format";

export function orderNetTotal(lineValues: ReadonlyArray<number | null>): number | null {
  if (lineValues.some((value) => value === null)) return null;
  return sumMoney(lineValues as number[]);
}
