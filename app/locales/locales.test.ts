import { describe, expect, it } from "vitest";
import en from "./en.json";
import itLocale from "./it.json";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("locales", () => {
  it("Italian and English have the same keys", () => {
    expect(keys(itLocale).sort()).toEqual(keys(en).sort());
  });

  it("quote the spec's English texts exactly", () => {
    expect(en.errors.notFound.text).toBe("We're sorry, but the page you were looking for doesn't exist.");
    expect(en.errors.rejected.invalid).toBe("The given data was invalid.");
    expect(en.errors.network.text).toBe("Check your internet connection!");
    expect(en.site.title).toBe("wholesale distributor of hardware articles");
  });
});
