import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/locales";
import { localeFromParam, localeFromPath, localizedPath, rememberedLocaleRedirect, provideTranslations, switchLocalePath, translate } from "./i18n";

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
});
