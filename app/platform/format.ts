// How the shop writes money, days, times, quantities and keys, and its money rule (cents):
// one place, for the server and the browser alike. Days are the ERP's ISO days
// ("YYYY-MM-DD"), read as calendar days (UTC), so no time zone moves them; times are already on the
// shop's clock (Europe/Rome) and are written as they are.
import { SHOP } from "~/platform/config";
import type { Locale } from "~/platform/i18n";

/** The Intl locale of each shop language. */
export const INTL_LOCALE: Record<Locale, string> = { it: "it-IT", en: "en-GB" };

const money = Object.fromEntries(
  (Object.keys(INTL_LOCALE) as Locale[]).map((locale) => [
    locale,
    new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: "currency",
      currency: SHOP.currency,
      minimumFractionDigits: SHOP.priceDecimals,
      maximumFractionDigits: SHOP.priceDecimals,
    }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

const shortDay: Record<Locale, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};

const dayOfYear: Record<Locale, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }),
};

const longDay: Record<Locale, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/** "12,50 €" / "€12.50"; an empty string for undefined or non-numeric input (docs/rules.md rule 58). */
export function formatPrice(value: unknown, locale: Locale): string {
  const amount = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "";
  return money[locale].format(amount);
}

function isoDay(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day in lists and tables: "31/01/2026", "31 Jan 2026"; "–" when unknown. */
export function formatDay(iso: string | null | undefined, locale: Locale): string {
  const date = isoDay(iso);
  return date ? shortDay[locale].format(date) : "–";
}

/** A day of the coming weeks, without the year (a delivery date): "12/12", "12 Dec"; "" when unknown. */
export function formatNearDay(iso: string | null | undefined, locale: Locale): string {
  const date = isoDay(iso);
  return date ? dayOfYear[locale].format(date) : "";
}

/** A day in a sentence: "31 gennaio 2026", "31 January 2026"; "" when unknown. */
export function formatLongDay(iso: string | null | undefined, locale: Locale): string {
  const date = isoDay(iso);
  return date ? longDay[locale].format(date) : "";
}

const dayAndTime: Record<Locale, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat("it-IT", { dateStyle: "short", timeStyle: "short", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short", timeZone: "UTC" }),
};

/**
 * A moment (a saved cart's time, an agent's change): "31/01/26, 14:05"; "" when unknown. The time is
 * on the shop's clock, Europe/Rome, as the ERP's answers are read ("YYYY-MM-DDTHH:MM:SS", erp/dates.ts):
 * it is written as it is, so that the server and every browser, whatever their time zone, show the same.
 */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/.test(iso)) return "";
  const date = new Date(`${iso.length > 10 ? iso : `${iso}T00:00:00`}Z`);
  return Number.isNaN(date.getTime()) ? "" : dayAndTime[locale].format(date);
}

/** A quantity without useless decimals: "1.234,5" / "1,234.5". */
export function formatQuantity(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 3 }).format(value);
}

/** The display number of an order: "OC/2026/123". */
export function orderNumber(key: { type: string; number: string; year: string }): string {
  return `${key.type}/${key.year}/${key.number}`;
}

/** One line of an address: "Via Roma 1, 40100 Bologna (BO)". */
export function addressLine(address: { street: string; postalCode?: string; city: string; province?: string }): string {
  const place = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [address.street, place].filter(Boolean).join(", ") + (address.province ? ` (${address.province})` : "");
}

/** An amount rounded to the cent, without binary fractions left over (0.1 + 0.2 → 0.3). */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The sum of amounts, added in whole cents so that no binary fraction builds up. */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

/** Today's ISO day in the distributor's time zone (due dates are Italian calendar days). */
export function todayInRome(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
