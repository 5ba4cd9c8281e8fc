// The media proxy: product images, brand logos, flyers and technical sheets the ERP refers to are
// fetched by the server, by the exact URL the ERP gave (see app/erp/media.ts), and streamed to the
// browser, which never sees an ERP host. Only images and PDFs are served, up to MEDIA_MAX_BYTES.
import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { mediaHosts, upstreamMediaUrl } from "~/erp/media";
import { openStream } from "~/erp/transport.server";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { getEnv } from "~/platform/env.server";
import { log } from "~/platform/log.server";

const IMAGE_TYPES = new Set(["image/svg+xml", "image/png", "image/jpeg", "image/webp", "image/gif"]);
const PDF = "application/pdf";

/** An image opened on its own (an SVG) must not be able to run anything on the shop's origin. */
const IMAGE_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

export interface MediaAccess {
  signedIn: boolean;
  /** Whether a PDF at this upstream URL is for everyone (asked only for guests): a published flyer. */
  isPublicPdf(upstreamUrl: string): Promise<boolean>;
  /** Told why a file the ERP refers to is not served (the ERP doctor prints it). */
  refused?(reason: string): void;
}

/** Whether a PDF's upstream URL is the one of a published flyer (whose URLs are /media links). */
export function isPublishedFlyer(upstreamUrl: string, flyers: ReadonlyArray<{ pdfUrl: string }>): boolean {
  return flyers.some((flyer) => {
    const link = new URL(flyer.pdfUrl, "http://shop.invalid");
    return upstreamMediaUrl(link.pathname, link.search, mediaHosts())?.href === upstreamUrl;
  });
}

/** The first folder of a path ("/images/"): what a broken file is reported by. */
function pathPrefix(url: URL): string {
  const [first = ""] = url.pathname.split("/").filter(Boolean);
  return `/${first}${url.pathname.length > first.length + 1 ? "/" : ""}`;
}

const REPORT_INTERVAL_MS = 60_000;
const MAX_REMEMBERED_PREFIXES = 500;
const lastReported = new Map<string, number>();

/** A file the ERP refers to but does not serve: a broken image is never silent, nor is it said for every request. */
export function reportMediaProblem(message: string, url: URL, fields: Record<string, unknown>): void {
  const prefix = pathPrefix(url);
  const key = `${message} ${url.origin} ${prefix}`;
  const now = Date.now();
  const last = lastReported.get(key);
  if (last !== undefined && now - last < REPORT_INTERVAL_MS) return;
  if (last !== undefined || lastReported.size < MAX_REMEMBERED_PREFIXES) lastReported.set(key, now);
  log("warn", message, { prefix, ...fields });
}

/** Stops the stream past `limit` bytes: a file bigger than announced is cut off, not relayed. */
function capped(limit: number): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  return new TransformStream({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > limit) controller.error(new Error("media file over the size cap"));
      else controller.enqueue(chunk);
    },
  });
}

/** Leaves an upstream body unread: drained (the connection is reused), or cut when it is too big to read. */
function discard(body: Readable, cut: boolean): void {
  if (!cut) {
    body.resume();
    return;
  }
  // Cutting a body makes it emit an abort error: nothing is waiting for it.
  body.on("error", () => undefined);
  body.destroy();
}

/**
 * Every file not served gets the same answer, so a guest cannot tell a document for customers from a
 * missing file. Kept for a minute (a broken image is not asked again on every page), per cookie: a
 * shared cache never hands a guest's refusal to a signed-in customer.
 */
function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Cache-Control": CACHE_CONTROL.publicMinute, Vary: "Cookie" } });
}

/** Answers GET /media/<host key>/<path>?<query> (`url` is the request's URL). */
export async function proxyMedia(url: URL, signal: AbortSignal, access: MediaAccess): Promise<Response> {
  const upstream = upstreamMediaUrl(url.pathname, url.search, mediaHosts());
  if (!upstream) {
    access.refused?.("the link names no ERP media host");
    return notFound();
  }
  const call = pathPrefix(upstream);
  const answer = await openStream(upstream.href, signal, { upstream: "files", call });
  const contentType = answer.contentType.split(";")[0]!.trim().toLowerCase();
  const maxBytes = getEnv().MEDIA_MAX_BYTES;
  let refusal: string | null = null;
  if (answer.status !== 200) refusal = "ERP media answered an error";
  else if (!IMAGE_TYPES.has(contentType) && contentType !== PDF) refusal = "ERP media of a type the shop does not serve";
  else if (answer.contentLength !== null && answer.contentLength > maxBytes) refusal = "ERP media over the size cap";
  if (refusal !== null) {
    discard(answer.body, answer.contentLength !== null && answer.contentLength > maxBytes);
    reportMediaProblem(refusal, upstream, { status: answer.status, contentType, contentLength: answer.contentLength });
    access.refused?.(`${refusal} (${call}: HTTP ${answer.status}, ${contentType || "no content type"})`);
    return notFound();
  }
  const pdf = contentType === PDF;
  const forEveryone = !pdf || (!access.signedIn && (await access.isPublicPdf(upstream.href)));
  if (!forEveryone && !access.signedIn) {
    discard(answer.body, false);
    access.refused?.("a document for signed-in customers (not a published flyer)");
    // The same answer as a missing file: a guest learns nothing about which documents exist.
    return notFound();
  }
  const headers = new Headers({
    "Content-Type": contentType,
    // A customer's document never sits in a shared cache, where a guest could be served it.
    "Cache-Control": forEveryone ? CACHE_CONTROL.publicFile : CACHE_CONTROL.privateFile,
    "X-Content-Type-Options": "nosniff",
  });
  // A sandboxed PDF is not shown by every browser's viewer; a PDF runs no script on the page's origin anyway.
  if (!pdf) headers.set("Content-Security-Policy", IMAGE_POLICY);
  // Whether a PDF is served depends on who asks.
  if (pdf) headers.set("Vary", "Cookie");
  if (answer.contentLength !== null) headers.set("Content-Length", String(answer.contentLength));
  return new Response(createReadableStreamFromReadable(answer.body).pipeThrough(capped(maxBytes)), { status: 200, headers });
}
