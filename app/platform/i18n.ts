// Languages: Italian at the root, English under /en. One place knows the list.
import en from "~/locales/en.json";
import it from "~/locales/it.json";

export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";

export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  resources: { it: { common: it }, en: { common: en } },
} as const;

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
