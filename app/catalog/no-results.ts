// The way on from a search with no results (pure rules, no ERP): sizes written the other way (a
// catalogue writes «4x40» or «4 x 40», even both, and the search matches only the way it is written),
// a misspelt word corrected against the catalogue's own words, a query with fewer terms, and the
// menu's categories whose names share a word stem with the search.
import type { MenuNode } from "~/ui/menu";

/** Words shorter than this are neither corrected, nor dropped, nor matched to categories ("di", "per", "x"). */
const MIN_WORD = 4;
const MAX_CANDIDATES = 3;

/** A size's «x» between two numbers, however typed: «4x40», «4 X 40», «4×40», «4 *40». */
const SIZE_TIMES = /(\d(?:[.,]\d+)?)\s*[x×*]\s*(?=\d)/gi;

/** «4x40», «4 X 40», «4×40», «4,5x40x2» → «4 x 40», «4,5 x 40 x 2»: sizes spaced. */
export function normaliseDimensions(text: string): string {
  return text.replace(SIZE_TIMES, "$1 x ").replace(/\s+/g, " ").trim();
}

/** «4 x 40», «4 X 40», «4×40», «4,5 x 40 x 2» → «4x40», «4,5x40x2»: sizes written compact. */
export function compactDimensions(text: string): string {
  return text.replace(SIZE_TIMES, "$1x").replace(/\s+/g, " ").trim();
}

/** The query with its sizes written both ways, spaced then compact (a text without a size gives itself twice). */
export function sizeSpellings(text: string): [spaced: string, compact: string] {
  return [normaliseDimensions(text), compactDimensions(text)];
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** A word worth correcting or matching: letters only, long enough. */
function isPlainWord(word: string): boolean {
  return word.length >= MIN_WORD && /^\p{L}+$/u.test(word);
}

/** The words of a query that could be misspelt. */
export function correctableWords(text: string): string[] {
  return [...new Set(words(text.toLowerCase()).filter(isPlainWord))];
}

/** The distinct lower-case words of some product names (the catalogue's vocabulary). */
export function vocabularyOf(names: string[]): string[] {
  return [...new Set(names.flatMap((name) => name.toLowerCase().split(/[^\p{L}]+/u)).filter(isPlainWord))];
}

/** Edits (insert, delete, replace, swap of neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The closest word of the vocabulary within one edit (two for words of seven letters or more), or null. */
export function closestWord(word: string, vocabulary: string[]): string | null {
  const wanted = word.toLowerCase();
  if (vocabulary.includes(wanted)) return null;
  const allowed = wanted.length >= 7 ? 2 : 1;
  let best: { word: string; distance: number } | null = null;
  for (const candidate of vocabulary) {
    const distance = editDistance(wanted, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/**
 * The queries worth trying, best first: the sizes written both ways («4x40», «4 x 40»), then the
 * misspelt words corrected, then the query without one of its words (last word first; a size counts
 * as one word). Never the query itself (as typed, in any case or spacing); at most three.
 */
export function relaxedQueries(text: string, corrections: Record<string, string>): string[] {
  const terms = words(compactDimensions(text)).map((word) => corrections[word.toLowerCase()] ?? word);
  const fewer = terms.length > 1 ? terms.map((_, index) => terms.filter((__, other) => other !== index).join(" ")).reverse() : [];
  const original = words(text).join(" ").toLowerCase();
  const candidates = [...sizeSpellings(text), ...sizeSpellings(terms.join(" ")), ...fewer].filter(
    (candidate) => candidate !== "" && candidate.toLowerCase() !== original,
  );
  return [...new Set(candidates)].slice(0, MAX_CANDIDATES);
}

/** Two words of one stem: «vite» and «viti», «martello» and «martelli», «vite» and «viteria». */
export function sameStem(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared >= Math.max(3, Math.min(a.length, b.length) - 1);
}

export interface CategoryLink {
  title: string;
  url: string;
}

/** The menu's categories (at any depth) with a word of the search's stem, deepest first, at most four. */
export function matchingCategories(menu: MenuNode[], searchWords: string[]): CategoryLink[] {
  const wanted = searchWords.map((word) => word.toLowerCase()).filter(isPlainWord);
  const found: { link: CategoryLink; depth: number }[] = [];
  const visit = (nodes: MenuNode[], depth: number) => {
    for (const node of nodes) {
      const titleWords = node.title
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(isPlainWord);
      if (!node.external && titleWords.some((title) => wanted.some((word) => sameStem(word, title)))) {
        found.push({ link: { title: node.title, url: node.url }, depth });
      }
      visit(node.children, depth + 1);
    }
  };
  visit(menu, 0);
  const unique = new Map<string, CategoryLink>();
  for (const { link } of found.sort((a, b) => b.depth - a.depth)) if (!unique.has(link.url)) unique.set(link.url, link);
  return [...unique.values()].slice(0, 4);
}
