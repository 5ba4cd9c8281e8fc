// The autocomplete rules of the search box (docs/rules.md rule 29: 5 rows, 500 ms, from the third character).

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
