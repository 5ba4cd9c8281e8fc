// What a search with no results offers instead (see no-results.ts for the rules): a query that does
// find articles, checked with the catalogue's own search; the menu's matching categories. The
// catalogue's words come from the contract's autocomplete call (a misspelt word's first letters).
// Everything here is secondary: a failing call only leaves its part out.
import type { Erp } from "~/erp/client.server";
import { closestWord, correctableWords, matchingCategories, relaxedQueries, vocabularyOf, type CategoryLink } from "~/catalog/no-results";
import { listingHref, toSearchQuery, type ListingParams } from "~/catalog/query";
import { secondary } from "~/page/degrade.server";
import { buildMenuTree } from "~/ui/menu";

/** The letters of a word asked to the autocomplete: a typo after them is still found. */
const PREFIX_LETTERS = 4;
/** At most this many words are looked up (one autocomplete call each). */
const MAX_CORRECTED_WORDS = 3;

export interface WayOn {
  /** A query that finds articles, with its listing and how many it finds. */
  suggestion: { text: string; href: string; total: number } | null;
  categories: CategoryLink[];
}

async function corrections(erp: Erp, text: string): Promise<Record<string, string>> {
  const found = await Promise.all(
    correctableWords(text)
      .slice(0, MAX_CORRECTED_WORDS)
      .map(async (word) => {
        const names = (await secondary(erp.catalog.autocomplete(word.slice(0, PREFIX_LETTERS)), "search correction")) ?? [];
        return [word, closestWord(word, vocabularyOf(names.map((item) => item.name)))] as const;
      }),
  );
  return Object.fromEntries(found.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}

/** The first of the relaxed queries (same filters, first page) that finds articles, or null. */
async function workingQuery(erp: Erp, params: ListingParams, candidates: string[]): Promise<WayOn["suggestion"]> {
  const totals = await Promise.all(
    candidates.map(async (text) => {
      const result = await secondary(erp.catalog.search(toSearchQuery({ ...params, text, page: 1 })), "relaxed search");
      return result?.total ?? 0;
    }),
  );
  const index = totals.findIndex((total) => total > 0);
  if (index < 0) return null;
  const text = candidates[index]!;
  return { text, href: listingHref({ ...params, text, page: 1, isNewTab: false }), total: totals[index]! };
}

/** The way on from a text search that found nothing. */
export async function loadWayOn(erp: Erp, params: ListingParams): Promise<WayOn> {
  const [fixes, menu] = await Promise.all([corrections(erp, params.text), secondary(erp.cms.menu(), "menu")]);
  const candidates = relaxedQueries(params.text, fixes);
  const suggestion = await workingQuery(erp, params, candidates);
  const words = [...params.text.split(/\s+/), ...Object.values(fixes)];
  return { suggestion, categories: menu ? matchingCategories(buildMenuTree(menu), words) : [] };
}
