// The shop's Cache-Control values, in one place. Every page carries the shell (the customer's name,
// addresses, cart totals), so pages and their data answers are private; only answers that are the
// same for everyone (suggestions, published files) may be kept by shared caches.
export const CACHE_CONTROL = {
  /** Customer data, or anything answered under a session: never stored. */
  private: "private, no-store",
  /**
   * A guest's page: only the browser keeps it, and asks again before reusing it. Unlike no-store, it
   * lets the back/forward cache restore the page (issue 14); a page for a signed-in customer or agent
   * stays no-store, so Back after signing out never shows it.
   */
  guestPage: "private, no-cache",
  /** Errors and refusals: never stored. */
  none: "no-store",
  /** The same small answer for everyone (search suggestions), for a minute. */
  publicMinute: "public, max-age=60",
  /** The same document for everyone that changes within the day (sitemaps, robots.txt), for an hour. */
  publicHour: "public, max-age=3600",
  /** Published files (images, flyers): a day, then served stale while refreshed. */
  publicFile: "public, max-age=86400, stale-while-revalidate=604800",
  /** The same file for everyone that must be checked before each use (the service worker script): a deployment's replaces it at once. */
  revalidate: "no-cache",
  /** A file whose name changes with its content (the page texts' files, as the build's own): kept for good. */
  fingerprinted: "public, max-age=31536000, immutable",
  /** A signed-in customer's document, in their own browser only. */
  privateFile: "private, max-age=3600",
} as const;

/** A page's Cache-Control: no-store while someone is signed in (customer or agent), else a guest's. */
export function pageCacheControl(signedIn: boolean): string {
  return signedIn ? CACHE_CONTROL.private : CACHE_CONTROL.guestPage;
}
