import { describe, expect, it } from "vitest";
import { italianFormsOf, NOUNS } from "./search-words";
import { FAMILIES } from "./seed/catalog-data";

/** Lowercase words of the catalogue's article names and qualifiers, in one language. */
function vocabulary(lang: "it" | "en"): Set<string> {
  const types = FAMILIES.flatMap((level1) => level1.children.flatMap((level2) => level2.children.flatMap((level3) => level3.types)));
  const texts = types.flatMap((type) => [type[lang], ...(type.qualifiers ?? []).map((qualifier) => qualifier[lang])]);
  return new Set(texts.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)));
}

describe("the search words", () => {
  it("hold only nouns of the catalogue, in Italian and in English", () => {
    const italian = vocabulary("it");
    const english = vocabulary("en");
    for (const [singular, plural, words] of NOUNS) {
      expect(italian.has(singular) || italian.has(plural), singular).toBe(true);
      for (const word of words) {
        const numbers = [word, `${word}s`, word.replace(/s$/, ""), word.replace(/es$/, "")];
        expect(
          numbers.some((form) => english.has(form)),
          word,
        ).toBe(true);
      }
    }
  });

  it("give a noun's other Italian form, and the Italian forms of an English word", () => {
    expect(italianFormsOf("vite")).toEqual(["viti"]);
    expect(italianFormsOf("viti")).toEqual(["vite"]);
    expect(italianFormsOf("screw")).toEqual(["vite", "viti"]);
    expect(italianFormsOf("spanner")).toEqual(["chiave", "chiavi"]);
    expect(italianFormsOf("legno")).toEqual([]);
  });
});
