// The autocomplete rules of the search box (spec section 9: 5 rows, 500 ms, over 2 characters).

export const AUTOCOMPLETE = { rows: 5, delayMs: 500, minChars: 3, maxChars: 100 } as const;

export interface AutocompleteSuggestion {
  sku: string;
  name: string;
  image: string;
  /** The product page, without the locale prefix. */
  href: string;
}

/** Suggestions are asked for only above 2 characters (and never for absurdly long texts). */
export function shouldAutocomplete(text: string): boolean {
  const length = text.trim().length;
  return length >= AUTOCOMPLETE.minChars && length <= AUTOCOMPLETE.maxChars;
}
