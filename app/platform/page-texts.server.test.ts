import { describe, expect, test } from "vitest";
import { resources } from "~/locales";
import { pageTextsFile, pageTextsUrls } from "./page-texts.server";

describe("page texts files", () => {
  test("one file per language and namespace, named by its content, holding that namespace's texts", () => {
    const italian = pageTextsUrls("it");
    const english = pageTextsUrls("en");
    expect(Object.keys(italian)).toContain("common");
    expect(Object.keys(italian)).not.toContain("server");
    expect(italian.product).toMatch(/^\/build\/texts\/it\/product-[\w-]{12}\.json$/);
    expect(english.product).toMatch(/^\/build\/texts\/en\/product-[\w-]{12}\.json$/);
    expect(JSON.parse(pageTextsFile(italian.product)!)).toEqual(resources.it!.product);
    expect(JSON.parse(pageTextsFile(english.common)!)).toEqual(resources.en!.common);
  });

  test("another build's file is not there", () => {
    const url = pageTextsUrls("it").common;
    expect(pageTextsFile(url.replace(/-[\w-]{12}\.json$/, "-000000000000.json"))).toBeUndefined();
    expect(pageTextsFile("/build/texts/de/common.json")).toBeUndefined();
  });
});
