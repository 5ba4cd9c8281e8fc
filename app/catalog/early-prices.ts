// A listing asks its prices before its own search answers, for the articles the public cache's copy
// of a guest's same search lists (catalogue data is the same for every customer); the customer's
// own answer decides what the page shows. These rules say when such a guess is worth making, what
// is left to ask once the real answer is in, and which prices the page keeps.
import type { SearchQuery } from "~/erp/types";

/**
 * Whether a query's articles depend on the customer's prices (sorted or filtered by price): the
 * ERP orders and filters by the caller's own prices, so a guest's copy predicts nothing.
 */
export function dependsOnPrices(query: SearchQuery): boolean {
  return query.sort === "price_asc" || query.sort === "price_desc" || query.minPrice !== undefined || query.maxPrice !== undefined;
}

/**
 * The codes shown that the early call did not ask for. A code it asked and the ERP left out is
 * not asked again: the ERP has no price for it.
 */
export function notAsked(shown: string[], asked: string[]): string[] {
  const known = new Set(asked);
  return shown.filter((code) => !known.has(code));
}

/** The prices of the codes shown, from the answers of both calls; prices of guessed codes not shown are dropped. */
export function shownPrices<P>(shown: string[], ...answers: Record<string, P>[]): Record<string, P> {
  const prices: Record<string, P> = {};
  for (const code of shown) {
    const price = answers.find((answer) => Object.hasOwn(answer, code))?.[code];
    if (price !== undefined) prices[code] = price;
  }
  return prices;
}
