// /pages/documents: the customer's invoices, transport documents and credit notes by kind, billing
// and period; the same list as a CSV file; and a document's PDF, streamed through the storefront
// (the ERP's signed URL stays on the server, and only a document of the customer's own is fetched).
import { z } from "zod";
import { listDocuments } from "~/account/account.server";
import { documentsCsv } from "~/account/exports.server";
import { csvResponse } from "~/platform/csv";
import { DOCUMENT_KINDS, paginate, parseListQuery } from "~/account/list-query";
import { CACHE_CONTROL } from "~/platform/cache-control";
import type { CustomerPage } from "~/page/page.server";

export async function loadDocumentsPage({ erp, url }: CustomerPage) {
  const query = parseListQuery(url.searchParams);
  const documents = paginate(await listDocuments(erp, query), query.page);
  return { documents, kind: query.kind, billing: query.billing, from: query.from, to: query.to, range: query.range, errors: query.errors };
}

/** Every page of the list with the page's filters. */
export async function loadDocumentsCsv({ erp, url, t, locale }: CustomerPage): Promise<Response> {
  const query = parseListQuery(url.searchParams);
  return csvResponse(documentsCsv(await listDocuments(erp, query), t, locale), `${query.kind}s.csv`);
}

const PdfParams = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  scope: z.string().regex(/^[A-Za-z0-9]{1,8}$/),
  year: z.string().regex(/^[0-9]{4}$/),
  file: z.string().regex(/^[A-Za-z0-9]{1,20}\.pdf$/),
});

const notFound = () => new Response("Not Found", { status: 404 });

export async function loadDocumentPdf({ erp, params }: CustomerPage): Promise<Response> {
  const parsed = PdfParams.safeParse(params);
  if (!parsed.success) throw notFound();
  const { kind, scope, year, file } = parsed.data;
  const pdf = await erp.documents.fetchDocumentPdf({ kind, scope, year, number: file.slice(0, -".pdf".length), type: "" });
  if (!pdf) throw notFound();
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${pdf.filename}"`,
    "Cache-Control": CACHE_CONTROL.private,
    "X-Content-Type-Options": "nosniff",
  });
  if (pdf.contentLength !== null) headers.set("Content-Length", String(pdf.contentLength));
  return new Response(pdf.body, { headers });
}
