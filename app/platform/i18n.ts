// Languages: Italian at the root, English under /en. One place knows the list.
// Texts live in app/locales/<locale>/<file>.json and are read by i18next in namespaces: "common"
// (the shell's files, app/locales/<locale>.ts, which every page may render), one namespace per
// group only some pages render (a route names them in `handle.i18n`), and "server" (texts only the
// server translates). Top-level keys never repeat across files, and every other namespace is a
// fallback of "common", so t("header.login") works without naming one, whichever file has the key.
// The server has every text (app/locales/index.ts, app/platform/i18n.server.ts); the browser only
// its page's language and namespaces (app/platform/i18n-client.ts). Here too the page's locale in
// React (useLocale), its <title> (meta) and how the shop writes money, days and quantities in it
// (formats): every page needs them, so they share its one script.
import type { MetaDescriptor } from "@remix-run/node";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import i18next, { type InitOptions, type TOptions } from "i18next";
import { useCallback } from "react";
import { SHOP } from "~/platform/config";
import { PAGE_NAMESPACES, type PageNamespace } from "~/locales/namespaces";

export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";

/** A route's handle naming the namespaces of texts it renders besides the shell's (remix-i18next reads `i18n`). */
export interface I18nHandle {
  i18n: readonly PageNamespace[];
}

/**
 * i18next's options on both sides. No fallback language: a missing key shows the key (both
 * languages have every key, app/locales/locales.test.ts), and the browser never loads the other
 * language's texts.
 */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  load: "currentOnly",
  defaultNS: "common",
  fallbackNS: [...PAGE_NAMESPACES, "server"],
  ns: ["common"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * A text of the shop in a locale outside React (a route's `meta`, a refusal answered before Remix),
 * read by the shared i18next instance: on the server it has every text (i18n.server.ts), in the
 * browser the page's (entry.client.tsx).
 */
export function translate(locale: Locale, key: string, options: TOptions = {}): string {
  return i18next.t(key, { ...options, lng: locale });
}

/** The locale of a URL path: "/en" or "/en/..." is English, anything else Italian. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "it";
}

/** The `($lang)` route param: absent is Italian, "en" is English, anything else is not a page. */
export function localeFromParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return DEFAULT_LOCALE;
  return lang === "en" ? "en" : null;
}

/** A path in the given locale: localizedPath("en", "/shop") is "/en/shop". */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The same page in another locale (keeps the rest of the path and the query). */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const bare = localeFromPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  return localizedPath(to, bare) + search;
}

/** The locale cookie's lifetime (docs/rules.md rule 117: 365 days). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The remembered language is used in one case only: a visitor who lands on the bare Italian home
 * `/` from outside the site (no Referer of our own origin: a bookmark, a typed address, a search
 * engine) while the cookie says English is sent to `/en`. Every other URL says its language itself,
 * and a click on "IT" inside the site (same-origin Referer) must stay Italian.
 */
export function rememberedLocaleRedirect(input: {
  pathname: string;
  origin: string;
  referer: string | null;
  remembered: string | null | undefined;
}): Locale | null {
  if (input.pathname !== "/" || input.remembered !== "en") return null;
  if (input.referer) {
    try {
      if (new URL(input.referer).origin === input.origin) return null;
    } catch {
      // An unreadable Referer counts as coming from outside.
    }
  }
  return "en";
}

// The page's locale in React.
/** The page's locale, from the root loader (or from the URL when the root has no data). */
export function useLocale(): Locale {
  const root = useRouteLoaderData<{ locale: Locale }>("root");
  const { pathname } = useLocation();
  return root?.locale ?? localeFromPath(pathname);
}

/** Builds links in the page's language: to("/shop") is "/en/shop" in English. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}

// Every page's <title>, description and robots tag, one way: "<page> – <shop name>", the shop name
// being the locale files' `site.name`. Remix runs meta outside React, so texts are read by the
// shared i18next instance (`translate`).
interface MetaMatch {
  id: string;
  data: unknown;
}

/** The page's locale, from the root loader's data. */
export function metaLocale(matches: MetaMatch[]): Locale {
  const root = matches.find((match) => match.id === "root")?.data as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

/** "<title> – <shop name>", or the shop name alone. */
export function pageTitle(title: string | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const shop = translate(locale, "site.name");
  return title ? `${title} – ${shop}` : shop;
}

/** A public page: its title and, when it has one, its description. */
export function publicPageMeta(matches: MetaMatch[], title: string | undefined, description?: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: pageTitle(title, metaLocale(matches)) }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}

/**
 * A page only a signed-in customer or agent gets: its title and the shop's description. A guest, and
 * so every crawler, is redirected to the sign-in page instead, which is what keeps the page out of
 * search results; a robots tag here would never be read (docs/decisions/private-pages-and-crawlers.md).
 */
export function signedInPageMeta(matches: MetaMatch[], key: string, values: Record<string, string> = {}): MetaDescriptor[] {
  const locale = metaLocale(matches);
  return [{ title: pageTitle(translate(locale, key, values), locale) }, { name: "description", content: translate(locale, "site.description") }];
}

/** A form anyone may open that search results should not list (registration, password reset): its title, and noindex. */
export function formPageMeta(matches: MetaMatch[], key: string): MetaDescriptor[] {
  const locale = metaLocale(matches);
  return [{ title: pageTitle(translate(locale, key), locale) }, { name: "robots", content: "noindex" }];
}

// How the shop writes money, days, times, quantities and keys, and its money rule (cents):
// one place, for the server and the browser alike. Days are the ERP's ISO days
// ("YYYY-MM-DD"), read as calendar days (UTC), so no time zone moves them; times are already on the
// shop's clock (Europe/Rome) and are written as they are.
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

// Texts that speak to whoever reads the customer's pages: a sales agent acting for the customer reads
// their `_agent` form ("Il cliente non ha carrelli salvati"), the customer the plain one ("Non hai…").
// An `_agent` form may name the customer: `{{company}}` ("Aggiunto al carrello di …"). The shop's
// messages (toasts, cart and checkout answers) are read with the same options; in components,
// through useReaderContext.

export type ReaderContext = { context?: "agent"; company?: string };

/** The translate options for a reader: a sales agent acting for `company`, or the customer. */
export function readerContext(agent: boolean, company: string): ReaderContext {
  return agent ? { context: "agent", company } : {};
}

/** The translate options to pass with such a text: `t(key, useReaderContext())`. */
export function useReaderContext(): ReaderContext {
  // The root's shell data (app/page/shell-data.ts), as far as the reader goes.
  const shell = useRouteLoaderData<{ agent: unknown; customer: { company: string } | null }>("root");
  return readerContext(Boolean(shell?.agent), shell?.customer?.company ?? "");
}
