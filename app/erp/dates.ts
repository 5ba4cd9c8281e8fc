// Dates as the ERP sends them ("DD/MM/YYYY", "dd/mm/yy", "DDMMYYYY", ISO) become ISO dates
// "YYYY-MM-DD"; request dates go back as the ERP wants them.

const PATTERNS: Array<{ pattern: RegExp; order: ["y" | "m" | "d", "y" | "m" | "d", "y" | "m" | "d"] }> = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/, order: ["y", "m", "d"] },
  { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/, order: ["d", "m", "y"] },
  { pattern: /^(\d{2})(\d{2})(\d{4})$/, order: ["d", "m", "y"] },
];

/** A two-digit year is of this century ("25" → 2025). */
function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** "DD/MM/YYYY", "dd/mm/yy", "DDMMYYYY", "YYYY-MM-DD[THH:MM...]" → "YYYY-MM-DD"; null when not a real date. */
export function parseErpDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  for (const { pattern, order } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const parts = { y: 0, m: 0, d: 0 };
    order.forEach((part, index) => (parts[part] = part === "y" ? fullYear(match[index + 1]!) : Number(match[index + 1])));
    return isoDate(parts.y, parts.m, parts.d);
  }
  return null;
}

/** "YYYY-MM-DD HH:MM[:SS]" or ISO → "YYYY-MM-DDTHH:MM:SS" (local time, as the ERP means it); null otherwise. */
export function parseErpDateTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!match) {
    const day = parseErpDate(value);
    return day === null ? null : `${day}T00:00:00`;
  }
  const date = parseErpDate(match[1]);
  const [hours, minutes, seconds = "00"] = [match[2]!, match[3]!, match[4]];
  if (date === null || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return `${date}T${hours}:${minutes}:${seconds}`;
}

/** ISO "YYYY-MM-DD" → "DDMMYYYY" (the order and document filters). */
export function toErpCompactDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}${month}${year}`;
}

/** The `date_from` / `date_to` fields of a hub account call (DDMMYYYY), only for the ends given. */
export function erpDateRange(range: { from?: string; to?: string }): Record<string, string> {
  return {
    ...(range.from ? { date_from: toErpCompactDate(range.from) } : {}),
    ...(range.to ? { date_to: toErpCompactDate(range.to) } : {}),
  };
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
