// Dates as the ERP sends them ("DD/MM/YYYY", "dd/mm/yy", "DDMMYYYY", ISO) become ISO dates
// "YYYY-MM-DD"; request dates go back as the ERP wants them.

const PATTERNS: Array<{ pattern: RegExp; order: ["y" | "m" | "d", "y" | "m" | "d", "y" | "m" | "d"] }> = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/, order: ["y", "m", "d"] },
  // With the time some answers add ("12/12/2026 00:00:00"): the day is what counts.
  { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?: \d{2}:\d{2}(?::\d{2})?)?$/, order: ["d", "m", "y"] },
  { pattern: /^(\d{2})(\d{2})(\d{4})$/, order: ["d", "m", "y"] },
];

/** A two-digit year is of this century ("25" → 2025). */
function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** "DD/MM/YYYY[ HH:MM[:SS]]", "dd/mm/yy", "DDMMYYYY", "YYYY-MM-DD[THH:MM...]" → "YYYY-MM-DD"; null when not a real date. */
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

/** The shop's time zone: the ERP's times without an offset are its wall-clock times, and every time is shown in it. */
export const SHOP_TIME_ZONE = "Europe/Rome";

const romeParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An instant as "YYYY-MM-DDTHH:MM:SS" on the shop's clock. */
function shopWallTime(instant: Date): string {
  const part = Object.fromEntries(romeParts.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/**
 * "YYYY-MM-DD HH:MM[:SS]" or ISO → "YYYY-MM-DDTHH:MM:SS" on the shop's clock (Europe/Rome): a time
 * without an offset is taken as the ERP means it, its local time; one with an offset or `Z` is moved
 * to Rome's. Null otherwise.
 */
export function parseErpDateTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?/i.exec(value.trim());
  if (!match) {
    const day = parseErpDate(value);
    return day === null ? null : `${day}T00:00:00`;
  }
  const date = parseErpDate(match[1]);
  const [hours, minutes, seconds = "00", offset] = [match[2]!, match[3]!, match[4], match[5]];
  if (date === null || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const wallTime = `${date}T${hours}:${minutes}:${seconds}`;
  if (!offset) return wallTime;
  const zone = offset.toUpperCase() === "Z" ? "Z" : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  return shopWallTime(new Date(wallTime + zone));
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
