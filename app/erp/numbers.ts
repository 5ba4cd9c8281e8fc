// Numbers as the ERP sends them: JSON numbers, strings with a decimal comma and dot thousands
// ("1.234,50"), or plain decimal strings ("12.5"). The contract's rule for the ambiguous case: where
// an answer writes numbers the Italian way, "1.000" is one thousand, never 1 (a quantity must not be
// silently divided by a thousand). Groups of exactly three digits after a non-zero lead are
// thousands; "0.500" and "12.5" are decimals.

const DECIMAL_COMMA = /^-?(\d{1,3}(\.\d{3})+|\d+),\d+$/; // "1.234,50", "12,5"
const DOT_THOUSANDS = /^-?[1-9]\d{0,2}(\.\d{3})+$/; // "1.000", "1.234.567"
const PLAIN = /^-?\d+(\.\d+)?$/; // "12", "12.5", "0.500"

/** Parses an ERP number (number or string, decimal comma or point); null when it is not one. */
export function parseErpNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (DECIMAL_COMMA.test(text)) return Number(text.replaceAll(".", "").replace(",", "."));
  if (DOT_THOUSANDS.test(text)) return Number(text.replaceAll(".", ""));
  if (PLAIN.test(text)) return Number(text);
  return null;
}

/** Rounds half away from zero to `decimals` places, without binary artefacts (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision(15) drops the float noise of the multiplication (1.005 * 100 = 100.49999999999999).
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** A JSON-like value with every number rounded to `decimals` places (tracking sends 4). */
export function roundNumbersDeep(value: unknown, decimals: number): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? roundTo(value, decimals) : null;
  if (Array.isArray(value)) return value.map((item) => roundNumbersDeep(item, decimals));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, roundNumbersDeep(item, decimals)]));
  }
  return value;
}
