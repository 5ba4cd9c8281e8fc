// How prices read: euro with two decimals in the customer's language, and the discount percent.
import type { Locale } from "~/platform/i18n";

const formatters: Record<Locale, Intl.NumberFormat> = {
  it: new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** "12,50 €" / "€12.50"; an empty string for undefined or non-numeric input (the spec's rule). */
export function formatPrice(value: unknown, locale: Locale): string {
  const amount = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "";
  return formatters[locale].format(amount);
}

/** The discount from the list price to the sale price, in whole percent, truncated (never rounded up). */
export function discountPercent(price: number, salePrice: number): number {
  if (!(price > 0) || !(salePrice >= 0) || salePrice >= price) return 0;
  return Math.trunc(((price - salePrice) / price) * 100 + 1e-9);
}

export type PriceView = "net" | "gross";
