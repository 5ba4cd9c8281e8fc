// The translator components read while a page renders, on the server and in the browser alike (so
// both render the same texts), without i18next or react-i18next: i18next's code was 15 KB of gzip
// loaded before hydrating, react-i18next's hook and provider another 1.5 KB, and i18next's lookups a
// few per cent of a page's server time. A page has one language (in the browser, its texts arrive
// before the modules that render them: entry.client.tsx and app/locales/load.ts), which never
// changes in its life: the language switch loads a new document.
import { createContext, useContext } from "react";
import { loadedTexts, translateText, type Locale, type TranslateOptions } from "~/platform/i18n";

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** What `useTranslation` gives a component: the page's language and its `t`. */
export interface Translator {
  language: Locale;
  t: TFunction;
}

/** A fixed `t` over a language's loaded texts (read at each call: the browser may load more of them later). */
export function fixedI18n(locale: Locale): Translator {
  return { language: locale, t: (key, options) => translateText(loadedTexts(locale) ?? {}, locale, key, options) };
}

const TranslatorContext = createContext<Translator>(fixedI18n("it"));

/** Put around the app by entry.server.tsx and entry.client.tsx with the page's translator. */
export const TranslatorProvider = TranslatorContext.Provider;

/** The page's translator (the shape of react-i18next's hook of the same name, which the components used before). */
export function useTranslation(): Translator {
  return useContext(TranslatorContext);
}
