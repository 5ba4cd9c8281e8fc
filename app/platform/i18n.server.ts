import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { getEnv } from "~/platform/env.server";
import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, localeFromPath, type Locale } from "~/platform/i18n";
import { i18nServerConfig } from "~/platform/i18n-resources.server";

// The URL decides the language (Italian at the root, English under /en).
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: i18nServerConfig,
});

type FixedT = ReturnType<typeof remixI18next.getFixedT>;

const translators = new Map<Locale, FixedT>();

export const i18next = {
  /**
   * The translate function of a request's (or a locale's) language. remix-i18next makes a new
   * i18next instance on every call; the translations are in memory and never change at run time,
   * so one per language is made once and shared.
   */
  getFixedT(requestOrLocale: Request | Locale): FixedT {
    const locale = typeof requestOrLocale === "string" ? requestOrLocale : localeFromPath(new URL(requestOrLocale.url).pathname);
    let translator = translators.get(locale);
    if (!translator) {
      translator = remixI18next.getFixedT(locale);
      translators.set(locale, translator);
    }
    return translator;
  },
};

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
