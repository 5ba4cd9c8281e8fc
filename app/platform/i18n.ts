// Languages: Italian at the root, English under /en. One place knows the list.
// Texts live in app/locales/<locale>/<feature>.json (listed in app/locales/index.ts); each file owns
// its own top-level keys and all of them form the one "common" namespace, so t("header.login")
// works everywhere. This module holds no texts: the server loads every language
// (app/locales/index.ts, in i18n.server.ts), the browser only the page's own, in parts
// (the shell's in entry.client.tsx, the groups some pages render in app/locales/load.ts), and each
// side hands them to provideTranslations.
import type { Resource } from "i18next";

export const LOCALES = ["it", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";

/** Merges the per-feature files of each locale; a top-level key defined twice is a mistake. */
export function mergeLocaleFiles(files: Record<string, Record<string, unknown>[]>): Resource {
  return Object.fromEntries(
    Object.entries(files).map(([locale, parts]) => {
      const merged: Record<string, unknown> = {};
      for (const part of parts) {
        for (const key of Object.keys(part)) {
          if (key in merged) throw new Error(`Translation key "${key}" is defined twice for ${locale}`);
          merged[key] = part[key];
        }
      }
      return [locale, { common: merged }];
    }),
  );
}

export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  interpolation: { escapeValue: false },
};

const loadedResources: Resource = {};

/**
 * Makes the loaded translations readable by `translate` (the server: all; the browser: its own,
 * part by part): a language's new top-level keys are added to those it has.
 */
export function provideTranslations(resources: Resource): void {
  for (const [locale, namespaces] of Object.entries(resources)) {
    loadedResources[locale] = { common: { ...(loadedResources[locale]?.common as object), ...(namespaces.common as object) } };
  }
}

/** The merged texts of a locale, when they are loaded on this side. */
export function loadedTexts(locale: Locale): Record<string, unknown> | undefined {
  return loadedResources[locale]?.common as Record<string, unknown> | undefined;
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

export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Every string of a language's texts by its dotted key ("shop.sort.price"), made once per texts object. */
const flatTexts = new WeakMap<Record<string, unknown>, Map<string, string>>();

function flatten(texts: Record<string, unknown>, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === "string") into.set(prefix + name, value);
    else if (typeof value === "object" && value !== null) flatten(value as Record<string, unknown>, `${prefix}${name}.`, into);
  }
  return into;
}

/** The string at a dotted key of a language's texts, if there is one (a page looks up hundreds). */
function textAt(texts: Record<string, unknown>, key: string): string | undefined {
  let flat = flatTexts.get(texts);
  if (!flat) {
    flat = flatten(texts, "", new Map());
    flatTexts.set(texts, flat);
  }
  return flat.get(key);
}

/**
 * A key's text in one language, by the rules of i18next that the shop's texts use: with a number
 * `count`, the `_zero` form (for 0) and the plural form (`_one`, `_other`…) before the bare key, and
 * with a `context` the `_<context>` form before those (without plural forms of its own);
 * `{{name}}` replaced by the option `name` (an absent option leaves it as it is); the key itself
 * (or `defaultValue`) when missing. Every translator of the shop (loaders, actions, renders) is
 * this one; i18n.test.ts checks that it gives i18next's text for every key of both languages.
 */
export function translateText(texts: Record<string, unknown>, locale: Locale, key: string, options: TranslateOptions = {}): string {
  const candidates = [key];
  if (typeof options.count === "number") {
    candidates.unshift(`${key}_${pluralCategory(locale, options.count)}`);
    if (options.count === 0) candidates.unshift(`${key}_zero`);
  }
  if (typeof options.context === "string" && options.context !== "") candidates.unshift(`${key}_${options.context}`);
  let text: string | undefined;
  for (const candidate of candidates) text ??= textAt(texts, candidate);
  return (text ?? options.defaultValue ?? key).replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = options[name.trim()];
    if (value === undefined) return name.trim() in options ? "" : placeholder;
    return value === null ? "" : String(value);
  });
}

/**
 * A text of the shop in a locale, outside React (a route's `meta`, which runs before the page
 * renders): the key's value from the locale files, or the key itself when it is missing.
 */
export function translate(locale: Locale, key: string): string {
  return translateText(loadedTexts(locale) ?? {}, locale, key);
}
