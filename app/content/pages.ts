// Small rules of the content pages: blog pagination and dates in the reader's language.

export const BLOG_PAGE_SIZE = 12;
const MAX_PAGE = 1000;

/** The 1-based page of a `?page=` query; null when it is not a page number (the route answers 404). */
export function pageFromQuery(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A CMS route from a URL splat: lower-case slug segments only, at most 200 characters. */
export function cmsRoute(splat: string | undefined): string | null {
  const route = (splat ?? "").replace(/^\/+|\/+$/g, "");
  return /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/i.test(route) && route.length <= 200 ? route : null;
}
