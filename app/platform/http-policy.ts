// What the shop accepts over HTTP before any route sees a request: methods, body sizes and body
// types. Pure rules, applied by server.ts; refusals are said in the language of the page asked for.
import { localeFromPath, translate } from "~/platform/i18n";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

const FORM_BODY_LIMIT = 32 * 1024;
/** The cart takes the quick order's CSV upload (200 KB) with its fields. */
const CART_BODY_LIMIT = 512 * 1024;
const CART_PATH = /^(?:\/en)?\/(?:pages\/)?cart\/?$/;

/** The largest request body a path accepts, in bytes. */
export function bodyLimitFor(pathname: string): number {
  return CART_PATH.test(pathname) ? CART_BODY_LIMIT : FORM_BODY_LIMIT;
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Whether a Content-Type header names a web form (the only bodies the shop's actions read). */
export function isFormContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type !== undefined && FORM_TYPES.has(type);
}

export type HttpRefusal = "method" | "tooLarge" | "lengthRequired" | "unsupportedType" | "busy" | "server";

/** The translated sentence of a refusal, in the language of `pathname`. */
export function refusalText(refusal: HttpRefusal, pathname: string): string {
  return translate(localeFromPath(pathname), `errors.http.${refusal}`);
}

const SAFE_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * Whether a write without an Origin header still shows another site's hand: the browser's
 * Sec-Fetch-Site says so, or the Referer names another host.
 */
export function isForeignWithoutOrigin(input: {
  secFetchSite: string | undefined;
  referer: string | undefined;
  hosts: (string | undefined)[];
}): boolean {
  if (input.secFetchSite !== undefined) return !SAFE_FETCH_SITES.has(input.secFetchSite.toLowerCase());
  if (input.referer === undefined) return false;
  let host: string;
  try {
    host = new URL(input.referer).host.toLowerCase();
  } catch {
    return true;
  }
  return !input.hosts.some((allowed) => allowed?.toLowerCase() === host);
}
