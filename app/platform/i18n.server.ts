import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import {
  DEFAULT_LOCALE,
  i18nConfig,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  localeFromPath,
} from "~/platform/i18n";

// The URL decides the language (Italian at the root, English under /en).
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: i18nConfig,
});

/** The reader's last language, remembered for 365 days (see rememberedLocaleRedirect for its one use). */
export const localeCookie = createCookie("locale", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
});
