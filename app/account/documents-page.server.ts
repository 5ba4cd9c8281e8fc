// /pages/documents: the customer's invoices, transport documents and credit notes by kind, billing
// and period; the same list as a CSV file; and a document's PDF, streamed through the storefront
// and an invoice's CSV (the ERP's signed URL stays on the server, and only a document of the
// customer's own is fetched).
import { z } from "zod";
import { listDocuments } from "~/account/account.server";
import { documentsCsv } from "~/account/exports.server";
import { csvResponse } from "~/platform/csv";
import { DOCUMENT_KINDS, paginate, parseListQuery, shownFilters } from "~/account/list-query";
import { fileNotFound, fileResponse } from "~/account/file-response.server";
import { jobSiteFilter } from "~/account/job-site-filter.server";
import type { CustomerPage } from "~/page/page.server";

export async function loadDocumentsPage({ erp, url }: CustomerPage) {
  const query = parseListQuery(url.searchParams);
  const [listed, jobSites] = await Promise.all([listDocuments(erp, query), jobSiteFilter(erp, query.jobSite)]);
  const documents = paginate(listed, query.page);
  // An invoice's CSV and XML links show where this ERP hands them out (asked with the page's first one).
  const first = documents.items[0];
  const invoiceFiles = query.kind !== "delivery-note" && first;
  const [csv, xml] = invoiceFiles
    ? await Promise.all([erp.documents.invoiceCsvAvailable({ ...first, type: "" }), erp.documents.invoiceXmlAvailable({ ...first, type: "" })])
    : [false, false];
  return {
    documents,
    csv,
    xml,
    kind: query.kind,
    billing: query.billing,
    jobSites,
    ...shownFilters(query),
  };
}

/** Every page of the list with the page's filters. */
export async function loadDocumentsCsv({ erp, url, t, locale }: CustomerPage): Promise<Response> {
  const query = parseListQuery(url.searchParams);
  return csvResponse(documentsCsv(await listDocuments(erp, query), t, locale), `${query.kind}s.csv`);
}

const FileParams = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  scope: z.string().regex(/^[A-Za-z0-9]{1,8}$/),
  year: z.string().regex(/^[0-9]{4}$/),
  file: z.string().regex(/^[A-Za-z0-9]{1,20}\.(pdf|csv|xml)$/),
});

/** A document's PDF, or an invoice's CSV or XML (`<number>.csv`, `<number>.xml`): anything not in the customer's own lists is a 404. */
export async function loadDocumentFile({ erp, params }: CustomerPage): Promise<Response> {
  const parsed = FileParams.safeParse(params);
  if (!parsed.success) throw fileNotFound();
  const { kind, scope, year, file } = parsed.data;
  const [number, format] = file.split(".") as [string, "pdf" | "csv" | "xml"];
  const ref = { kind, scope, year, number, type: "" };
  const fetchers = { pdf: erp.documents.fetchDocumentPdf, csv: erp.documents.fetchInvoiceCsv, xml: erp.documents.fetchInvoiceXml };
  const found = await fetchers[format](ref);
  if (!found) throw fileNotFound();
  return fileResponse(found);
}
