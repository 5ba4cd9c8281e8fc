import { describe, expect, it } from "vitest";
import { localeFromParam, localeFromPath, localizedPath, switchLocalePath } from "./i18n";

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
