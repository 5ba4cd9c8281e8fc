// What the shop accepts over HTTP before any route sees a request: methods, body sizes and body
// types. Pure rules, applied by server.ts; refusals are said in the language of the page asked for.
import { RETURNS } from "~/platform/config";
import { localeFromPath, translate } from "~/platform/i18n";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

const FORM_BODY_LIMIT = 32 * 1024;
/** The cart takes the quick order's CSV upload (200 KB) with its fields. */
const CART_BODY_LIMIT = 512 * 1024;
const CART_PATH = /^(?:\/en)?\/(?:pages\/)?cart\/?$/;

/** The return form takes up to three photos or a PDF with its fields. */
const RETURN_FORM_PATH = /^(?:\/en)?\/pages\/returns\/new\/?$/;

/** The largest request body a path accepts, in bytes. */
export function bodyLimitFor(pathname: string): number {
  if (RETURN_FORM_PATH.test(pathname)) return RETURNS.formBodyLimit;
  return CART_PATH.test(pathname) ? CART_BODY_LIMIT : FORM_BODY_LIMIT;
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Whether a Content-Type header names a web form (the only bodies the shop's actions read). */
export function isFormContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type !== undefined && FORM_TYPES.has(type);
}

export type HttpRefusal = "method" | "tooLarge" | "lengthRequired" | "unsupportedType" | "malformedUrl" | "busy" | "server";

/** The translated sentence of a refusal, in the language of `pathname`. */
export function refusalText(refusal: HttpRefusal, pathname: string): string {
  return translate(localeFromPath(pathname), `errors.http.${refusal}`);
}

/** Longer paths are none of the shop's: its longest (a product's) stay well under 300 characters. */
export const MAX_PATH_LENGTH = 2_048;

export type MalformedUrl = "pathTooLong" | "pathEncoding" | "queryEncoding";

/**
 * Why a request target (path and query, as sent) cannot be one of the shop's addresses, or null
 * when it can: an overlong path, or percent-encoding that does not decode to UTF-8 text (`/%ZZ`,
 * `?text=%E0%A4%A`). A form's query says a space as `+`.
 */
export function malformedUrlReason(target: string): MalformedUrl | null {
  const queryStart = target.indexOf("?");
  const pathname = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = queryStart < 0 ? "" : target.slice(queryStart + 1);
  if (pathname.length > MAX_PATH_LENGTH) return "pathTooLong";
  if (!decodes(pathname)) return "pathEncoding";
  if (!query.split("&").every((part) => decodes(part.replaceAll("+", " ")))) return "queryEncoding";
  return null;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
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
