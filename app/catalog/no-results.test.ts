import { describe, expect, it } from "vitest";
import type { MenuNode } from "~/ui/menu";
import {
  closestWord,
  correctableWords,
  editDistance,
  matchingCategories,
  compactDimensions,
  normaliseDimensions,
  relaxedQueries,
  sizeSpellings,
  sameStem,
  vocabularyOf,
} from "./no-results";

const node = (title: string, url: string, children: MenuNode[] = []): MenuNode => ({ id: url, title, url, external: false, image: null, children });

describe("normaliseDimensions", () => {
  it("writes sizes as the catalogue does, however they were typed", () => {
    for (const typed of ["vite 4x40", "vite 4 x 40", "vite 4X40", "vite 4×40", "vite  4 *40"]) expect(normaliseDimensions(typed)).toBe("vite 4 x 40");
    expect(normaliseDimensions("vite 4,5x40x2")).toBe("vite 4,5 x 40 x 2");
    expect(normaliseDimensions("box 10")).toBe("box 10");
  });
});

describe("compactDimensions and sizeSpellings", () => {
  it("writes sizes compact, however they were typed", () => {
    for (const typed of ["vite 4 x 40", "vite 4x40", "vite 4 X 40", "vite 4 × 40", "vite  4* 40"]) expect(compactDimensions(typed)).toBe("vite 4x40");
    expect(compactDimensions("vite 4,5 x 40 x 2")).toBe("vite 4,5x40x2");
    expect(compactDimensions("box x 10")).toBe("box x 10");
  });

  it("gives a size query both ways, spaced then compact", () => {
    expect(sizeSpellings("vite 4 x 40")).toEqual(["vite 4 x 40", "vite 4x40"]);
    expect(sizeSpellings("Vite 4X40")).toEqual(["Vite 4 x 40", "Vite 4x40"]);
    expect(sizeSpellings("martello")).toEqual(["martello", "martello"]);
  });
});

describe("editDistance and closestWord", () => {
  it("counts edits, a swap of neighbours as one", () => {
    expect(editDistance("martelo", "martello")).toBe(1);
    expect(editDistance("trapnao", "trapano")).toBe(1);
    expect(editDistance("vite", "vite")).toBe(0);
  });

  it("corrects a misspelt word against the catalogue's words only", () => {
    const vocabulary = vocabularyOf(["Martello in gomma nero 450 g", "Martellina da muratore"]);
    expect(vocabulary).toEqual(["martello", "gomma", "nero", "martellina", "muratore"]);
    expect(closestWord("martelo", vocabulary)).toBe("martello");
    expect(closestWord("martello", vocabulary)).toBeNull();
    expect(closestWord("cacciavite", vocabulary)).toBeNull();
  });

  it("leaves short words and codes alone", () => {
    expect(correctableWords("Martelo 4x40 di UT10001")).toEqual(["martelo"]);
  });
});

describe("relaxedQueries", () => {
  it("tries the sizes written the other way first, then the corrections, then fewer terms (a size as one term)", () => {
    expect(relaxedQueries("vite 4x40", {})).toEqual(["vite 4 x 40", "vite", "4x40"]);
    expect(relaxedQueries("vite 4 x 40", {})).toEqual(["vite 4x40", "vite", "4x40"]);
    expect(relaxedQueries("vite  4 X 40", {})).toEqual(["vite 4x40", "vite", "4x40"]);
    expect(relaxedQueries("vite 4×40", {})).toEqual(["vite 4 x 40", "vite 4x40", "vite"]);
    expect(relaxedQueries("martelo", { martelo: "martello" })).toEqual(["martello"]);
    expect(relaxedQueries("martelo pneumatico", { martelo: "martello" })).toEqual(["martello pneumatico", "martello", "pneumatico"]);
  });

  it("never proposes the query itself", () => {
    expect(relaxedQueries("martello", {})).toEqual([]);
  });
});

describe("matchingCategories", () => {
  const menu = [
    node("Ferramenta", "/shop?family_lev1=FE", [
      node("Viteria e bulloneria", "/shop?family_lev1=FE&family_lev2=FE01", [node("Viti per legno", "/shop?family_lev3=FE0101")]),
    ]),
    node("Utensileria", "/shop?family_lev1=UT", [node("Martelli", "/shop?family_lev3=UT0101")]),
  ];

  it("finds the categories of the search's word stems, deepest first", () => {
    expect(sameStem("vite", "viti")).toBe(true);
    expect(sameStem("vite", "vernici")).toBe(false);
    expect(matchingCategories(menu, ["vite", "4", "x", "40"]).map((link) => link.title)).toEqual(["Viti per legno", "Viteria e bulloneria"]);
    expect(matchingCategories(menu, ["martello"])).toEqual([{ title: "Martelli", url: "/shop?family_lev3=UT0101" }]);
    expect(matchingCategories(menu, ["pneumatico"])).toEqual([]);
  });
});
