// CSV files for spreadsheets: semicolon separated (Italian Excel reads commas as decimals), a
// UTF-8 byte order mark so accents survive, CRLF lines, numbers with the locale's decimal separator;
// sent as attachments that no shared cache keeps.
import { CACHE_CONTROL } from "~/platform/cache-control";
import type { Locale } from "~/platform/i18n";

export type CsvCell = string | number | null;

const DECIMAL_SEPARATOR: Record<Locale, string> = { it: ",", en: "." };

/** A number with two decimals and the locale's separator, without grouping ("1234,50"). */
export function csvNumber(value: number, locale: Locale): string {
  return value.toFixed(2).replace(".", DECIMAL_SEPARATOR[locale]);
}

function csvCell(cell: CsvCell, locale: Locale): string {
  if (cell === null) return "";
  let text = typeof cell === "number" ? csvNumber(cell, locale) : cell;
  // A text starting like a formula would run as one in a spreadsheet: keep it text.
  if (typeof cell === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, then one row per entry. */
export function toCsv(header: string[], rows: CsvCell[][], locale: Locale): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, locale)).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A CSV file as a download that no shared cache keeps. */
export function csvResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": CACHE_CONTROL.private,
    },
  });
}
