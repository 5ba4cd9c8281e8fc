import { createCookie } from "@remix-run/node";
import i18next, { createInstance, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { getEnv } from "~/platform/env.server";
import { resources } from "~/locales";
import { DEFAULT_LOCALE, i18nConfig, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, localeFromPath, type Locale } from "~/platform/i18n";

/**
 * remix-i18next on the server: the URL alone says the language (Italian at /, English under /en),
 * never a header or a cookie; every language's texts are in memory. Loaders and actions translate
 * with `fixedT(locale)` below (every namespace is reachable from it, see i18n.ts).
 */
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: (request) => Promise.resolve(localeFromPath(new URL(request.url).pathname)),
  },
  i18next: { ...i18nConfig, resources },
});

// remix-i18next's getFixedT and Remix's entry.server set up a new i18next instance on every call,
// which a document request paid three times (2.5 ms of /shop's server CPU, profiled). The texts never change
// and an instance here never changes its language, so one per language serves every request.
const fixedTs = new Map<Locale, Promise<TFunction>>();
const renderInstances = new Map<string, Promise<i18n>>();

/** remix-i18next's translator of a language for loaders and actions (getFixedT), made once. */
export function fixedT(locale: Locale): Promise<TFunction> {
  let t = fixedTs.get(locale);
  if (!t) fixedTs.set(locale, (t = remixI18n.getFixedT(locale)));
  return t;
}

/** The i18next instance of a language (one of LOCALES, as `remixI18n.getLocale` answers) that entry.server hands react-i18next, made once. */
export function renderI18n(locale: string): Promise<i18n> {
  let instance = renderInstances.get(locale);
  if (!instance) {
    const created = createInstance().use(initReactI18next);
    instance = created.init({ ...i18nConfig, lng: locale, resources }).then(() => created);
    renderInstances.set(locale, instance);
  }
  return instance;
}

/**
 * The shared i18next instance knows every language on the server, for `translate` (a route's
 * meta, the refusals server.ts answers before Remix). Synchronous: the texts are in memory.
 */
export function initServerTexts(): void {
  if (!i18next.isInitialized) void i18next.init({ ...i18nConfig, resources, lng: DEFAULT_LOCALE, initImmediate: false });
}

// A statement of this module, not a module imported for its side effect: the build drops those
// ("sideEffects": false).
initServerTexts();

let localeCookieInstance: ReturnType<typeof createCookie> | undefined;

/** The reader's last language, remembered for 365 days (see rememberedLocaleRedirect for its one use). */
export function localeCookie() {
  localeCookieInstance ??= createCookie("locale", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: getEnv().NODE_ENV === "production",
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
  return localeCookieInstance;
}
