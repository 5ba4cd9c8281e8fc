import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/locales";
import {
  addressLine,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatPrice,
  formatQuantity,
  formPageMeta,
  localeFromParam,
  localeFromPath,
  LOCALES,
  localizedPath,
  orderNumber,
  pageTitle,
  publicPageMeta,
  rememberedLocaleRedirect,
  roundCents,
  signedInPageMeta,
  sumMoney,
  switchLocalePath,
  todayInRome,
  translate,
} from "./i18n";
import { fixedT, initServerTexts, remixI18n, renderI18n } from "./i18n.server";

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
  beforeAll(() => initServerTexts());

  it("reads a text of the locale files by its dotted key", () => {
    expect(translate("en", "errors.notFound.title")).toBe("This page could not be found");
    expect(translate("it", "errors.notFound.title")).toBe("Pagina non trovata");
    expect(translate("en", "errors.nothing.here")).toBe("errors.nothing.here");
  });
});

describe("the language of a request", () => {
  it("is the URL's, never a header's or a cookie's", async () => {
    const headers = { "Accept-Language": "en", Cookie: "locale=en" };
    expect(await remixI18n.getLocale(new Request("https://shop.example/shop?lng=en", { headers }))).toBe("it");
    expect(await remixI18n.getLocale(new Request("https://shop.example/en/shop", { headers: { "Accept-Language": "it" } }))).toBe("en");
  });
});

/** Every key of a namespace's texts, with plural and context forms given once by their bare key. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix.replace(/_(zero|one|two|few|many|other|agent)$/, "")];
  return [...new Set(Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key)))];
}

describe("the t of loaders and actions (remix-i18next's getFixedT)", () => {
  for (const locale of LOCALES) {
    it(`finds every key of every namespace in ${locale} without naming the namespace`, async () => {
      const t = await fixedT(locale);
      for (const [namespace, texts] of Object.entries(resources[locale]!)) {
        for (const key of keysOf(texts)) expect(t(key, { count: 2 }), `${namespace}: ${key}`).not.toBe(key);
      }
    });
  }

  it("picks plural forms (_one, _other) and the agent's context (_agent) by i18next's rules", async () => {
    const [italian, english] = await Promise.all([fixedT("it"), fixedT("en")]);
    expect(english("accountLists.results", { count: 1 })).toBe("1 result");
    expect(english("accountLists.results", { count: 3 })).toBe("3 results");
    expect(italian("accountLists.results", { count: 0 })).toBe("0 risultati");
    expect(english("cartPage.saved.none", { context: "agent" })).toBe("The customer has no saved carts.");
    expect(english("cartPage.saved.none")).toBe("You have no saved carts.");
    expect(english("cartPage.saved.none", { context: "guest" })).toBe("You have no saved carts.");
  });
});

describe("the server's translators are made once per language", () => {
  it("gives every loader the same t of a language, and each language its own", async () => {
    expect(fixedT("en")).toBe(fixedT("en"));
    const [italian, english] = await Promise.all([fixedT("it"), fixedT("en")]);
    expect(italian("cartPage.saved.none")).toBe("Non hai carrelli salvati.");
    expect(english("cartPage.saved.none")).toBe("You have no saved carts.");
  });

  it("gives every render the same i18next instance of a language, which stays in it", async () => {
    expect(renderI18n("it")).toBe(renderI18n("it"));
    const [italian, english] = await Promise.all([renderI18n("it"), renderI18n("en")]);
    expect([italian.language, english.language]).toEqual(["it", "en"]);
    expect(english.t("cartPage.saved.none")).toBe("You have no saved carts.");
    expect(italian.t("cartPage.saved.none")).toBe("Non hai carrelli salvati.");
  });
});

const english = [{ id: "root", data: { locale: "en" } }];

describe("page meta", () => {
  beforeAll(() => initServerTexts());

  it("titles every page '<page> – <shop name>', the shop name alone without a page title", () => {
    expect(pageTitle("Viti")).toBe("Viti – Ferramenta Pro");
    expect(pageTitle(undefined)).toBe("Ferramenta Pro");
  });

  it("gives public pages their description, signed-in pages the shop's, and forms noindex, in the page's language", () => {
    expect(publicPageMeta(english, "Screws", "All screws")).toEqual([
      { title: "Screws – Ferramenta Pro" },
      { name: "description", content: "All screws" },
    ]);
    expect(signedInPageMeta(english, "wishlist.title")).toEqual([
      { title: "Wishlist – Ferramenta Pro" },
      { name: "description", content: expect.stringMatching(/^B2B online shop/) },
    ]);
    expect(signedInPageMeta([], "wishlist.title")).toEqual([
      { title: "Preferiti – Ferramenta Pro" },
      { name: "description", content: expect.stringMatching(/^Negozio online B2B/) },
    ]);
    expect(signedInPageMeta(english, "account.orderDetail.title", { number: "OC/2026/1" })[0]).toEqual({
      title: expect.stringContaining("OC/2026/1"),
    });
    expect(formPageMeta(english, "account.register.title")).toEqual([
      { title: expect.stringMatching(/– Ferramenta Pro$/) },
      { name: "robots", content: "noindex" },
    ]);
  });
});

describe("format", () => {
  it("writes money in each language, and nothing for what is not a number", () => {
    expect(formatPrice(1234.5, "it")).toBe("1234,50\u00a0€");
    expect(formatPrice(1234.5, "en")).toBe("€1,234.50");
    expect(formatPrice("12.5", "en")).toBe("€12.50");
    expect(formatPrice(undefined, "it")).toBe("");
    expect(formatPrice("abc", "it")).toBe("");
  });

  it("writes ERP days as calendar days, short in tables and long in sentences", () => {
    expect(formatDay("2026-01-31", "it")).toBe("31/01/2026");
    expect(formatDay("2026-01-31T23:30:00", "en")).toBe("31 Jan 2026");
    expect(formatDay(null, "it")).toBe("–");
    expect(formatDay("31/01/2026", "it")).toBe("–");
    expect(formatLongDay("2026-03-12", "it")).toBe("12 marzo 2026");
    expect(formatLongDay("2026-03-12", "en")).toBe("12 March 2026");
    expect(formatLongDay("", "en")).toBe("");
    expect(formatDateTime("2026-03-12T14:05:00", "it")).toMatch(/^12\/03\/26,? 14:05$/);
    expect(formatDateTime("not a date", "it")).toBe("");
  });

  it("writes a moment on the shop's clock as it is, whatever the time zone of the machine", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/New_York", "Asia/Tokyo"]) {
        process.env.TZ = tz;
        expect(formatDateTime("2026-07-15T17:53:00", "it")).toMatch(/^15\/07\/26,? 17:53$/);
        expect(formatDateTime("2026-07-15T17:53:00", "en")).toMatch(/^15\/07\/2026,? 17:53$/);
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it("writes quantities, order numbers and address lines", () => {
    expect(formatQuantity(1234.5, "it")).toBe("1234,5");
    expect(formatQuantity(12, "en")).toBe("12");
    expect(orderNumber({ type: "OC", year: "2026", number: "123" })).toBe("OC/2026/123");
    expect(addressLine({ street: "Via Roma 1", postalCode: "40100", city: "Bologna", province: "BO" })).toBe("Via Roma 1, 40100 Bologna (BO)");
    expect(addressLine({ street: "Via Roma 1", city: "Bologna" })).toBe("Via Roma 1, Bologna");
  });

  it("rounds to the cent", () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-2.345)).toBe(-2.34);
  });

  it("adds amounts in whole cents", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 0.01, 100.005])).toBe(120.01);
    expect(sumMoney([])).toBe(0);
  });
});

describe("todayInRome", () => {
  it("uses the Italian calendar day", () => {
    expect(todayInRome(new Date("2026-01-31T23:30:00Z"))).toBe("2026-02-01");
    expect(todayInRome(new Date("2026-07-01T10:00:00Z"))).toBe("2026-07-01");
  });
});
