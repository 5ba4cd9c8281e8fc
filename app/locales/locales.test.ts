import { describe, expect, it } from "vitest";
import { mergeLocaleFiles, resources } from "~/locales";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** A language's texts, every namespace. */
const texts = (locale: "it" | "en") => resources[locale] as Record<string, any>;

describe("locales", () => {
  it("Italian and English have the same keys", () => {
    expect(keys(texts("it")).sort()).toEqual(keys(texts("en")).sort());
  });

  it("quote the spec's English texts exactly", () => {
    const en = texts("en");
    expect(en.common.errors.notFound.text).toBe("We're sorry, but the page you were looking for doesn't exist.");
    expect(en.common.errors.rejected.invalid).toBe("The given data was invalid.");
    expect(en.common.errors.network.text).toBe("Check your internet connection!");
    expect(en.common.site.title).toBe("wholesale distributor of hardware articles");
  });

  it("refuses a top-level key defined by two files", () => {
    expect(() => mergeLocaleFiles({ it: [{ header: {} }, { header: {} }] })).toThrow(/header/);
  });
});
