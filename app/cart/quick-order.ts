// The quick order's input: lines of "code or EAN, quantity" separated by tabs, semicolons, commas
// or spaces, pasted, uploaded as CSV or typed in rows, and the line-by-line report it answers with.
// Parsing is pure; resolving codes and adding them is app/cart/quick-order.server.ts.
import type { CartMessage } from "~/cart/messages";
import { CART } from "~/platform/config";

export interface QuickOrderRow {
  /** 1-based line of the input. */
  line: number;
  code: string;
  /** The quantity as typed (kept so a bad line can be fixed). */
  quantityText: string;
  /** A positive whole quantity, or null when it is not one. */
  quantity: number | null;
}

export type QuickOrderStatus = "added" | "rounded" | "unknown-code" | "invalid-quantity" | "not-available" | "refused";

export interface QuickOrderLineResult {
  line: number;
  code: string;
  quantityText: string;
  status: QuickOrderStatus;
  /** The quantity put in the cart (after packaging rounding). */
  quantity?: number;
  multiple?: number;
  /** The article the code names (a barcode's article), and its name. */
  sku?: string;
  name?: string;
  /** The ERP's words when it refused the line. */
  text?: string;
}

export interface QuickOrderAnswer {
  results: QuickOrderLineResult[];
  addedCount: number;
  /** The bad lines as "code;quantity" text, to fix and send again (every line, when the list was refused whole). */
  retryText: string;
  /** Why nothing was read: a list longer than one post may resolve. */
  refusal?: CartMessage;
}

export interface ParsedQuickOrder {
  rows: QuickOrderRow[];
}

const HEADER = /^(code|codice|sku|ean|carti|articolo|article)$/i;
const MAX_CODE_LENGTH = 40;

/** Parses one quantity: digits only (a decimal comma or point with zeros after it is accepted). */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,]0+)?\s*$/.exec(text);
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity > 0 && quantity <= CART.maxQuantity ? quantity : null;
}

/** Splits one line into code and quantity; a line with only a code means quantity 1. */
function splitLine(raw: string): { code: string; quantityText: string } | null {
  const line = raw.replace(/^\uFEFF/, "").trim();
  if (line === "") return null;
  const parts = line
    .split(/[\t;]|,(?!\d*\s*$)|\s+/)
    .map((part) => part.trim().replace(/^"(.*)"$/, "$1"))
    .filter((part) => part !== "");
  if (parts.length === 0) return null;
  // "FE100, 12" or "FE100;12,0": the last part is the quantity when there is more than one.
  if (parts.length === 1) {
    const commaSplit = /^([^,]+),(.*)$/.exec(parts[0]!);
    if (commaSplit) return { code: commaSplit[1]!.trim(), quantityText: commaSplit[2]!.trim() };
    return { code: parts[0]!, quantityText: "1" };
  }
  return { code: parts[0]!, quantityText: parts.slice(1).join(" ") };
}

export function parseQuickOrder(text: string): ParsedQuickOrder {
  const lines = text.split(/\r\n|\r|\n/);
  const rows: QuickOrderRow[] = [];
  lines.forEach((raw, index) => {
    const parts = splitLine(raw);
    if (!parts) return;
    if (rows.length === 0 && HEADER.test(parts.code) && parseQuantity(parts.quantityText) === null) return;
    rows.push({
      line: index + 1,
      code: parts.code.slice(0, MAX_CODE_LENGTH).toUpperCase(),
      quantityText: parts.quantityText.slice(0, 12),
      quantity: parseQuantity(parts.quantityText),
    });
  });
  return { rows };
}

/**
 * The refusal of a list of more codes than one post may resolve, naming the limit (a long list costs
 * the ERP in proportion: it is split by the customer, never cut short silently); null within it.
 */
export function tooManyCodes(count: number, max: number = CART.quickOrder.maxLines): CartMessage | null {
  return count > max ? { kind: "error", key: "cart.tooManyCodes", values: { count, max } } : null;
}

/** Rows typed in the form's table (code_N / quantity_N pairs) as input text, skipping empty rows. */
export function rowsToText(rows: Array<{ code: string; quantity: string }>): string {
  return rows
    .filter((row) => row.code.trim() !== "")
    .map((row) => `${row.code.trim()};${row.quantity.trim() || "1"}`)
    .join("\n");
}

/** The lines to put back in the form: "code;quantity", one per line. */
export function rowsBackToText(rows: Array<Pick<QuickOrderRow, "code" | "quantityText">>): string {
  return rows.map((row) => `${row.code};${row.quantityText}`).join("\n");
}

/** A code of 8–14 digits may be a barcode (EAN-8 to GTIN-14). */
export const BARCODE = /^\d{8,14}$/;

/**
 * The sku each code names: a barcode found on an article (or variant) names that article, even when
 * the ERP priced the barcode too (a deployment answers a barcode's price keyed by the barcode, which
 * is no sku); any other code with a price names itself. Codes neither priced nor found are left out.
 */
export function skusOfCodes(codes: string[], priced: (code: string) => boolean, barcodes: ReadonlyMap<string, { sku: string }>): Map<string, string> {
  const skus = new Map<string, string>();
  for (const code of codes) {
    const sku = barcodes.get(code)?.sku ?? (priced(code) ? code : undefined);
    if (sku !== undefined) skus.set(code, sku);
  }
  return skus;
}
