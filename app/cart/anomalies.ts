// The ERP's findings on the cart before it is sent (K.check_cart_anomalies), placed on the lines
// they name: by row id, else by article; a finding that names no line of the cart is the cart's own.
import type { CartAnomaly } from "~/erp/types";

export interface PlacedAnomalies {
  /** Messages by the row id of the line they name. */
  byRow: Record<string, string[]>;
  /** Messages that name no line of the cart. */
  general: string[];
}

export function placeAnomalies(anomalies: CartAnomaly[], lines: Array<{ rowId: string; productId: string }>): PlacedAnomalies {
  const byRow: Record<string, string[]> = {};
  const general: string[] = [];
  for (const anomaly of anomalies) {
    const line =
      (anomaly.rowId !== null ? lines.find((candidate) => candidate.rowId === anomaly.rowId) : undefined) ??
      (anomaly.productId !== null ? lines.find((candidate) => candidate.productId === anomaly.productId) : undefined);
    if (line) (byRow[line.rowId] ??= []).push(anomaly.message);
    else general.push(anomaly.message);
  }
  return { byRow, general };
}
