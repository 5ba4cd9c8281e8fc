import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/locales";
import {
  i18nConfig,
  LOCALES,
  localeFromParam,
  localeFromPath,
  localizedPath,
  rememberedLocaleRedirect,
  provideTranslations,
  switchLocalePath,
  translate,
  translateText,
} from "./i18n";

describe("locale routing", () => {
  it("reads the locale from the path", () => {
    expect(localeFromPath("/")).toBe("it");
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/en/shop")).toBe("en");
    expect(localeFromPath("/entry")).toBe("it");
  });

  it("accepts only en as a prefix", () => {
    expect(localeFromParam(undefined)).toBe("it");
    expect(localeFromParam("en")).toBe("en");
    expect(localeFromParam("de")).toBeNull();
    expect(localeFromParam("it")).toBeNull();
  });

  it("builds and switches localized paths keeping the query", () => {
    expect(localizedPath("it", "/shop")).toBe("/shop");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("en", "/shop")).toBe("/en/shop");
    expect(switchLocalePath("/shop", "?text=viti", "en")).toBe("/en/shop?text=viti");
    expect(switchLocalePath("/en/shop", "?text=viti", "it")).toBe("/shop?text=viti");
    expect(switchLocalePath("/en", "", "it")).toBe("/");
  });
});

describe("remembered locale", () => {
  const origin = "https://shop.example";
  it("sends an outside visitor of the bare home to English when the cookie says so", () => {
    expect(rememberedLocaleRedirect({ pathname: "/", origin, referer: null, remembered: "en" })).toBe("en");
    expect(rememberedLocaleRedirect({ pathname: "/", origin, referer: "https://search.example/?q=x", remembered: "en" })).toBe("en");
    expect(rememberedLocaleRedirect({ pathname: "/", origin, referer: "not a url", remembered: "en" })).toBe("en");
  });

  it("keeps every other visit where the URL says", () => {
    expect(rememberedLocaleRedirect({ pathname: "/", origin, referer: `${origin}/en/shop`, remembered: "en" })).toBeNull();
    expect(rememberedLocaleRedirect({ pathname: "/shop", origin, referer: null, remembered: "en" })).toBeNull();
    expect(rememberedLocaleRedirect({ pathname: "/", origin, referer: null, remembered: "it" })).toBeNull();
    expect(rememberedLocaleRedirect({ pathname: "/", origin, referer: null, remembered: null })).toBeNull();
  });
});

describe("translate", () => {
  beforeAll(() => provideTranslations(resources));

  it("reads a text of the locale files by its dotted key", () => {
    expect(translate("en", "errors.notFound.title")).toBe("This page could not be found");
    expect(translate("it", "errors.notFound.title")).toBe("Pagina non trovata");
    expect(translate("en", "errors.nothing.here")).toBe("errors.nothing.here");
  });

  it("reads a text's form for a context (an agent reading the customer's page), else the plain text", () => {
    const texts = { cartPage: { saved: { none: "Non hai carrelli salvati.", none_agent: "Il cliente non ha carrelli salvati." } } };
    expect(translateText(texts, "it", "cartPage.saved.none", { context: "agent" })).toBe("Il cliente non ha carrelli salvati.");
    expect(translateText(texts, "it", "cartPage.saved.none", {})).toBe("Non hai carrelli salvati.");
    expect(translateText(texts, "it", "cartPage.saved.none", { context: "guest" })).toBe("Non hai carrelli salvati.");
  });
});

/** Every key of a language's texts, with plural forms given once by their bare key. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];
  return [...new Set(Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key)))];
}

describe("translateText (every translator's) and i18next (the reference)", () => {
  for (const locale of LOCALES) {
    it(`give the same text for every key in ${locale}`, async () => {
      const texts = resources[locale]!.common as Record<string, unknown>;
      const i18next = createInstance();
      await i18next.init({ ...i18nConfig, resources, lng: locale });
      const names = [...JSON.stringify(texts).matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());
      const values = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
      const optionSets = [
        {},
        values,
        { ...values, count: 0 },
        { ...values, count: 1 },
        { ...values, count: 3 },
        { ...values, count: 1_000_000 },
        { name: null, code: undefined },
      ];
      for (const key of [...keysOf(texts), "errors.missing.key"]) {
        for (const options of optionSets) {
          expect(translateText(texts, locale, key, options), `${key} ${JSON.stringify(options)}`).toBe(i18next.t(key, options));
        }
      }
      const refusal = "The ERP said: no.";
      expect(translateText(texts, locale, refusal, { defaultValue: refusal, nsSeparator: false })).toBe(
        i18next.t(refusal, { defaultValue: refusal, nsSeparator: false }),
      );
    });
  }
});
