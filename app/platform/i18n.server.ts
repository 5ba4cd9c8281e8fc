import { createCookie } from "@remix-run/node";
import { getEnv } from "~/platform/env.server";
import { resources } from "~/locales";
import { fixedI18n, type Translator } from "~/platform/fixed-i18n";
import { LOCALE_COOKIE_MAX_AGE_SECONDS, provideTranslations, type Locale } from "~/platform/i18n";

// Every language's texts, for the translators and `translate`. A statement of this module, not a
// module imported for its side effect: the build drops those ("sideEffects": false).
provideTranslations(resources);

const translators = new Map<Locale, Translator>();

/**
 * A language's translator, one per language shared by all requests: loaders, actions and the
 * document's render translate alike (the texts are in memory and never change at run time). It
 * is the components' translator, not i18next's: i18next's lookups cost 0.3 ms of a listing's
 * loaders, and i18n.test.ts checks that both give the same text for every key.
 */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = fixedI18n(locale);
    translators.set(locale, translator);
  }
  return translator;
}

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
