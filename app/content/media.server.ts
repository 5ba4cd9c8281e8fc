// The media proxy: product images, brand logos, flyers and technical sheets the ERP refers to with
// relative URLs are fetched by the server and streamed to the browser, which never sees an ERP host.
import { createReadableStreamFromReadable } from "@remix-run/node";
import { openStream } from "~/erp/transport.server";
import { getEnv } from "~/platform/env.server";
import { CACHE_CONTROL } from "~/platform/cache-control";

/**
 * Frappe's `/files/...`, up to three folders deep. Signed customer documents have their own
 * authenticated routes: their signature is in the query, which is never forwarded. Images are
 * public; a PDF (a product's technical sheet) only for signed-in customers, unless `isPublicPdf`
 * says it is public (a published flyer).
 */
const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._ -]{0,150}";
const MEDIA_PATH = new RegExp(`^files(/${SEGMENT}){1,4}$`);

const CONTENT_TYPES = new Set(["image/svg+xml", "image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf"]);

export function isMediaPath(path: string): boolean {
  return MEDIA_PATH.test(path) && !path.includes("..");
}

export interface MediaAccess {
  signedIn: boolean;
  /** Whether a PDF at `/media/<path>` is for everyone (asked only for guests). */
  isPublicPdf(mediaUrl: string): Promise<boolean>;
}

const NOT_FOUND_CACHE = { "Cache-Control": CACHE_CONTROL.publicMinute };

export async function proxyMedia(path: string, signal: AbortSignal, access: MediaAccess): Promise<Response> {
  if (!isMediaPath(path)) return new Response("Not Found", { status: 404 });
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  const answer = await openStream(`${getEnv().ERP_API_URL.replace(/\/$/, "")}/${encoded}`, signal, {
    upstream: "files",
    call: "/files",
  });
  const contentType = answer.contentType.split(";")[0]!.trim().toLowerCase();
  if (answer.status !== 200 || !CONTENT_TYPES.has(contentType)) {
    answer.body.resume();
    return new Response("Not Found", { status: 404, headers: NOT_FOUND_CACHE });
  }
  const pdf = contentType === "application/pdf";
  const forEveryone = !pdf || (!access.signedIn && (await access.isPublicPdf(`/media/${path}`)));
  if (!forEveryone && !access.signedIn) {
    answer.body.resume();
    // The same answer as a missing file: a guest learns nothing about which documents exist.
    return new Response("Not Found", { status: 404, headers: { "Cache-Control": CACHE_CONTROL.private } });
  }
  const headers = new Headers({
    "Content-Type": contentType,
    // A customer's document never sits in a shared cache, where a guest could be served it.
    "Cache-Control": forEveryone ? CACHE_CONTROL.publicFile : CACHE_CONTROL.privateFile,
    // An SVG opened on its own must not be able to run anything.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  // Whether a PDF is served depends on who asks.
  if (pdf) headers.set("Vary", "Cookie");
  if (answer.contentLength !== null) headers.set("Content-Length", String(answer.contentLength));
  return new Response(createReadableStreamFromReadable(answer.body), { status: 200, headers });
}
