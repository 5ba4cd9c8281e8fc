// The customer's files the ERP hands out as signed, short-lived URLs (`{success, message: url}`):
// a document's PDF or CSV, the payment deadlines, an order's tracking. A URL is a capability, so it
// stays on the server: the file is fetched here and streamed to the customer. Callers check first
// that what is asked is the customer's own (the real ERP serves whatever it is asked for).
import { Readable } from "node:stream";
import { z } from "zod";
import { ErpError, isErpError } from "./errors";
import type { CallSpec, Link } from "./link.server";
import { isRecord, parseWith } from "./schema.server";
import { openStream } from "./transport.server";
import { getEnv } from "~/platform/env.server";
import type { DocumentFile, FileFormat } from "./types";

/** `{success, message: url}`, `{url}`, or the URL alone; relative to its upstream or absolute. */
const FileUrlWire = z
  .unknown()
  .transform((value) => (isRecord(value) ? (value.message ?? value.url) : value))
  .pipe(z.string().trim().min(1));

/** What each format is sent as, and what the ERP's file server may label it (spreadsheets come under many names). */
const FORMATS: Record<FileFormat, { contentType: string; accepted: RegExp; extension: string }> = {
  pdf: { contentType: "application/pdf", accepted: /^application\/pdf/i, extension: "pdf" },
  csv: { contentType: "text/csv; charset=utf-8", accepted: /^(text\/(csv|plain)|application\/(csv|vnd\.ms-excel|octet-stream))/i, extension: "csv" },
  xml: { contentType: "application/xml; charset=utf-8", accepted: /^((application|text)\/xml|application\/octet-stream)/i, extension: "xml" },
};

/** An e-invoice signed by its issuer: the XML inside a PKCS#7 envelope, named `.xml.p7m` by the ERP's URL. */
const SIGNED_XML = {
  contentType: "application/pkcs7-mime",
  accepted: /^application\/(x-)?pkcs7-mime|^application\/octet-stream/i,
  extension: "xml.p7m",
};

function formatOf(format: FileFormat, url: string) {
  return format === "xml" && new URL(url).pathname.toLowerCase().endsWith(".p7m") ? SIGNED_XML : FORMATS[format];
}

/** The signed URL a file call answers, made absolute on the call's upstream. */
function fileUrl(link: Link, spec: CallSpec): Promise<string> {
  return link.read(spec, (payload, ref) => {
    const url = parseWith(FileUrlWire, payload, ref);
    try {
      return new URL(url, spec.upstream === "hub" ? getEnv().ERP_HUB_URL : getEnv().ERP_API_URL).href;
    } catch {
      throw new ErpError({ ...ref, kind: "malformed", detail: "(root) (url, received string)" });
    }
  });
}

/** The file a call hands out, as a stream named `name.<format>` (`name.xml.p7m` for a signed XML). */
export async function fetchFile(link: Link, spec: CallSpec, format: FileFormat, name: string): Promise<DocumentFile> {
  const url = await fileUrl(link, spec);
  const ref = { upstream: "files" as const, call: spec.path };
  const answer = await openStream(url, link.signal, ref);
  const { contentType, accepted, extension } = formatOf(format, url);
  if (answer.status !== 200 || !accepted.test(answer.contentType)) {
    answer.body.resume();
    throw new ErpError({ ...ref, kind: "http", status: answer.status === 200 ? 502 : answer.status });
  }
  return {
    contentType,
    contentLength: answer.contentLength,
    body: Readable.toWeb(answer.body) as ReadableStream<Uint8Array>,
    filename: `${name.replace(/[^A-Za-z0-9._-]+/g, "-") || "document"}.${extension}`,
  };
}

/**
 * Whether this ERP hands the file out: false where the call answers 404 (a deployment without it;
 * the shop then shows no link). Any other failure leaves the link there: its download reports it.
 */
export async function fileAvailable(link: Link, spec: CallSpec): Promise<boolean> {
  try {
    await fileUrl(link, spec);
    return true;
  } catch (error) {
    return !(isErpError(error, "http") && error.status === 404);
  }
}
