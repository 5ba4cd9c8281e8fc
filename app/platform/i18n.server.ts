import { createCookie } from "@remix-run/node";
import i18next from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { getEnv } from "~/platform/env.server";
import { resources } from "~/locales";
import { DEFAULT_LOCALE, i18nConfig, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, localeFromPath } from "~/platform/i18n";

/**
 * remix-i18next on the server: the URL alone says the language (Italian at /, English under /en),
 * never a header or a cookie; every language's texts are in memory. Loaders and actions translate
 * with `remixI18n.getFixedT(locale)` (every namespace is reachable from it, see i18n.ts).
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
