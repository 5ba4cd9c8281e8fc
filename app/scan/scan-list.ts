// The scanner's running list as pure functions, the same in the browser (codes read by the camera)
// and on the server (codes typed or sent by a keyboard-wedge scanner without JavaScript): a code
// read again adds one more pack, quantities move by packs, an unknown code stays on the list.
import { parseQuantity } from "~/cart/quick-order";
import { roundUpToPackaging } from "~/cart/cart";

/** What the server said about a code (app/scan/lookup.server.ts). */
export type ScanLookup =
  | { status: "found"; sku: string; name: string; multiple: number; orderable: boolean }
  | { status: "unknown" }
  /** The look-up failed (network, ERP): the quick order checks the code again when adding. */
  | { status: "unchecked" };

export interface ScanLine {
  /** The code as read (upper case, as the quick order reads codes). */
  code: string;
  quantity: number;
  /** null while the look-up is on its way. */
  lookup: ScanLookup | null;
}

/** The same code read again within this time is the same read (a camera sees a label many times a second). */
export const REPEAT_READ_MS = 1_500;

const MAX_CODE_LENGTH = 40;

/** A read as a code the quick order can take (one token, at most 40 characters), or null (a QR code with a sentence, say). */
export function codeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return code !== "" && code.length <= MAX_CODE_LENGTH && !/[\s;,"]/.test(code) ? code : null;
}

/** Whether a read repeats the previous one (same code within REPEAT_READ_MS). */
export function isRepeatRead(previous: { code: string; at: number } | null, code: string, at: number): boolean {
  return previous !== null && previous.code === code && at - previous.at < REPEAT_READ_MS;
}

/** The pack of a line: its article's multiple, 1 until known. */
export function packOf(line: ScanLine): number {
  return line.lookup?.status === "found" ? Math.max(1, Math.trunc(line.lookup.multiple) || 1) : 1;
}

/**
 * A code read (or typed with a quantity): a new line on top, or one more pack (or the typed
 * quantity) on the line the code already has.
 */
export function addRead(lines: readonly ScanLine[], code: string, quantity?: number): ScanLine[] {
  const existing = lines.find((line) => line.code === code);
  if (!existing) return [{ code, quantity: quantity ?? 1, lookup: null }, ...lines];
  return lines.map((line) => (line === existing ? withQuantity(line, line.quantity + (quantity ?? packOf(line))) : line));
}

/** The server's answer for a code: an article's quantity goes up to whole packs. */
export function resolveLine(lines: readonly ScanLine[], code: string, lookup: ScanLookup): ScanLine[] {
  return lines.map((line) => (line.code === code ? withQuantity({ ...line, lookup }, line.quantity) : line));
}

/** − / +: one pack less or more, never below one pack (removing is its own button). */
export function stepLine(lines: readonly ScanLine[], code: string, direction: -1 | 1): ScanLine[] {
  return lines.map((line) => (line.code === code ? withQuantity(line, line.quantity + direction * packOf(line)) : line));
}

/** A quantity typed on a line: rounded up to packs; text that is no quantity leaves the line as it was. */
export function typeQuantity(lines: readonly ScanLine[], code: string, text: string): ScanLine[] {
  const quantity = parseQuantity(text);
  return quantity === null ? [...lines] : lines.map((line) => (line.code === code ? withQuantity(line, quantity) : line));
}

export function removeLine(lines: readonly ScanLine[], code: string): ScanLine[] {
  return lines.filter((line) => line.code !== code);
}

function withQuantity(line: ScanLine, quantity: number): ScanLine {
  const pack = packOf(line);
  return { ...line, quantity: roundUpToPackaging(Math.max(pack, quantity), pack).quantity };
}
