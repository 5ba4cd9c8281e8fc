// A file the ERP handed out, sent to its customer as an attachment: never stored by a cache, never
// sniffed into another type. Every account download (document PDFs and CSVs, the deadlines, an
// order's tracking) answers through here, inside downloadLoader (its failure page, its privacy).
import { CACHE_CONTROL } from "~/platform/cache-control";
import type { DocumentFile } from "~/erp/types";

export function fileResponse(file: DocumentFile): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": CACHE_CONTROL.private,
    "X-Content-Type-Options": "nosniff",
  });
  if (file.contentLength !== null) headers.set("Content-Length", String(file.contentLength));
  return new Response(file.body, { headers });
}

export const fileNotFound = () => new Response("Not Found", { status: 404 });
