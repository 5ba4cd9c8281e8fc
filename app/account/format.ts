// Dates of the account pages in the reader's language ("31/01/2026", "31 Jan 2026").
import type { Locale } from "~/platform/i18n";

const formatters: Record<Locale, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};

/** An ISO day in the locale's form; "–" when unknown. */
export function formatDay(iso: string | null | undefined, locale: Locale): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return "–";
  return formatters[locale].format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** A quantity without useless decimals, in the locale's form. */
export function formatQuantity(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "it" ? "it-IT" : "en-GB", { maximumFractionDigits: 3 }).format(value);
}

/** The display number of an order: "OC/2026/123". */
export function orderNumber(key: { type: string; number: string; year: string }): string {
  return `${key.type}/${key.year}/${key.number}`;
}
