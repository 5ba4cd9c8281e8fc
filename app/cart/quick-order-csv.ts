// Lines out as a CSV file in exactly the quick order's import format ("code;quantity", the header
// it skips, one article per line), so that a cart or a list sent to a colleague or a spreadsheet
// comes back through the quick order unchanged.
import { toCsv } from "~/platform/csv";

export interface CsvLine {
  sku: string;
  quantity: number;
}

/** The header of the quick order's sample file (public/quick-order-sample.csv), which its parser skips. */
const HEADER = ["code", "quantity"];

/** Lines of the same article add up: the quick order would merge them into one add anyway. */
export function quickOrderCsv(lines: CsvLine[]): string {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.sku, (quantities.get(line.sku) ?? 0) + line.quantity);
  // Whole pieces: written as plain digits, never with the locale's decimals.
  return toCsv(
    HEADER,
    [...quantities].map(([sku, quantity]) => [sku, String(Math.round(quantity))]),
    "it",
  );
}

/** A file name safe in a Content-Disposition header: letters, digits and dashes. */
export function csvFileName(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .toLowerCase();
  return `${base || "export"}.csv`;
}
