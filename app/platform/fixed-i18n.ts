// The translator react-i18next's useTranslation reads while a page renders, on the server and in the
// browser alike (so both render the same texts), without i18next itself: its code was 15 KB of
// gzip loaded before hydrating, and its lookups a few per cent of a page's server time. A page has
// one language (in the browser, loaded before hydrating by entry.client.tsx), which never changes
// in its life: the language switch loads a new document.
import type { i18n as I18n } from "i18next";
import { loadedTexts, translateText, type Locale, type TranslateOptions } from "~/platform/i18n";

/** The object useTranslation reads: a fixed `t` over the page's language, always ready. */
export function fixedI18n(locale: Locale): I18n {
  const texts = loadedTexts(locale) ?? {};
  const t = (key: string, options?: TranslateOptions) => translateText(texts, locale, key, options);
  const instance = {
    language: locale,
    languages: [locale],
    isInitialized: true,
    // No language-change events to subscribe to, and nothing to wait for.
    options: { defaultNS: "common", react: { bindI18n: "", useSuspense: false } },
    hasLoadedNamespace: () => true,
    getFixedT: () => t,
    t,
  };
  return instance as unknown as I18n;
}
