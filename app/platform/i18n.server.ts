import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, i18nConfig, LOCALES, localeFromPath } from "~/platform/i18n";

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
