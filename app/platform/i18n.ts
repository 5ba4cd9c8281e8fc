// Languages: Italian at the root, English under /en. One place knows the list.
// Texts live in app/locales/<locale>/<file>.json and are read by i18next in namespaces: "common"
// (the shell's files, app/locales/<locale>.ts, which every page may render), one namespace per
// group only some pages render (a route names them in `handle.i18n`), and "server" (texts only the
// server translates). Top-level keys never repeat across files, and every other namespace is a
// fallback of "common", so t("header.login") works without naming one, whichever file has the key.
// The server has every text (app/locales/index.ts, app/platform/i18n.server.ts); the browser only
// its page's language and namespaces (app/platform/i18n-client.ts).
import i18next, { type InitOptions, type TOptions } from "i18next";
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
