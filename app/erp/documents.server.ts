// The customer's documents (hub account/*): invoices and credit notes (get_invoices), transport
// documents (get_ddt), their PDFs, an invoice's CSV, and the payment deadlines as PDF. Each file
// comes from a signed URL, streamed through the shop (files.server.ts). The real ERP serves any
// document it is asked for, so a file is only fetched for a document in the customer's own lists.
import { z } from "zod";
import { erpDateRange } from "./dates";
import { fetchFile, fileAvailable } from "./files.server";
import { customerCodeContext, hubAccountRead, requireCustomer, type CallSpec, type Link, type Parse } from "./link.server";
import { jobSiteFields, rowJobSite } from "./job-sites.server";
import { erpDay, erpField, erpId, list, optionalNumber, parseWith, text, tolerate } from "./schema.server";
import {
  SDI_STATUSES,
  type AccountDocument,
  type DateRange,
  type DocumentFile,
  type DocumentKind,
  type DocumentRef,
  type FileFormat,
  type SdiStatus,
} from "./types";

const A = "/api/method/mymb_ecommerce.controllers.account";

/** The e-invoice's state: one of the four words, in any case, with spaces or underscores; anything else is missing (reported). */
const sdiStatus = erpField((value, at): SdiStatus | null => {
  if (value === undefined || value === null || value === "") return null;
  const word =
    typeof value === "string"
      ? value
          .trim()
          .toUpperCase()
          .replace(/[\s_]+/g, "_")
      : "";
  const status = SDI_STATUSES.find((candidate) => candidate === word);
  if (!status) tolerate(at, "SDI status", value);
  return status ?? null;
});

const DocumentsWire = list(
  z.object({
    document: text,
    date: erpDay,
    destination: text,
    taxable: optionalNumber,
    total: optionalNumber,
    scope: text,
    year: erpId,
    number: erpId,
    type_bar_code: text,
    ...jobSiteFields,
    sdi_status: sdiStatus,
    sdi_date: erpDay,
  }),
);

type DocumentList = "get_invoices" | "get_ddt";

/** Transport documents come from get_ddt; get_invoices holds invoices and credit notes (scope "NC"). */
function kindOf(list: DocumentList, scope: string): DocumentKind {
  if (list === "get_ddt") return "delivery-note";
  return scope === "NC" ? "credit-note" : "invoice";
}

function documentsOf(list: DocumentList): Parse<AccountDocument[]> {
  return (payload, ref) =>
    parseWith(DocumentsWire, payload, ref).map((doc) => ({
      ref: {
        kind: kindOf(list, doc.scope),
        scope: doc.scope,
        year: doc.year,
        number: doc.number,
        type: doc.type_bar_code,
      },
      label: doc.document,
      date: doc.date,
      destination: doc.destination,
      taxable: doc.taxable,
      total: doc.total,
      billing: doc.type_bar_code === "D" ? "deferred" : "immediate",
      jobSite: rowJobSite(doc.job_site, doc.cig, doc.cup),
      sdi: doc.sdi_status ? { status: doc.sdi_status, date: doc.sdi_date } : null,
    }));
}

function sameDocument(a: DocumentRef, b: DocumentRef): boolean {
  return a.scope === b.scope && a.year === b.year && a.number === b.number;
}

/** The call that hands out a document's file: PDFs by kind, CSV and XML for invoices and credit notes. */
function filePath(kind: DocumentKind, format: FileFormat): string {
  if (format === "csv") return "/account/csv_invoice_document";
  if (format === "xml") return "/account/invoice_xml";
  return kind === "delivery-note" ? "/account/pdf_barcode_document" : "/account/invoice_pdf";
}

export function documentsApi(link: Link) {
  const fileCall = (doc: DocumentRef, format: FileFormat): CallSpec => ({
    upstream: "hub",
    area: "hub-account",
    method: "POST",
    path: filePath(doc.kind, format),
    body: { scope: doc.scope, year: doc.year, number: doc.number, type: doc.type, ...customerCodeContext(link.customer) },
  });

  const deadlinesCall = (): CallSpec => ({
    upstream: "api",
    area: "api",
    method: "POST",
    path: `${A}.pdf_scadenzario`,
    body: { ...customerCodeContext(requireCustomer(link, { upstream: "api", call: `${A}.pdf_scadenzario` })) },
  });

  /** A file of a document in the customer's own lists (an invoice's CSV or XML: invoices and credit notes only), else null. */
  async function ownDocumentFile(wanted: DocumentRef, format: FileFormat): Promise<DocumentFile | null> {
    if (format !== "pdf" && wanted.kind === "delivery-note") return null;
    const own = wanted.kind === "delivery-note" ? await accountList("get_ddt", {}) : await invoicesAndCreditNotes({});
    const doc = own.find((candidate) => sameDocument(candidate.ref, wanted));
    if (!doc) return null;
    return fetchFile(link, fileCall(doc.ref, format), format, doc.label);
  }

  const accountList = (name: DocumentList, range: DateRange): Promise<AccountDocument[]> =>
    hubAccountRead(link, name, erpDateRange(range), documentsOf(name));

  const invoicesAndCreditNotes = (range: DateRange) => accountList("get_invoices", range);

  return {
    /** Invoices in a date range (ISO days, inclusive). */
    async invoices(range: DateRange = {}): Promise<AccountDocument[]> {
      return (await invoicesAndCreditNotes(range)).filter((doc) => doc.ref.kind === "invoice");
    },

    /** Credit notes in a date range (amounts negative, as the ERP sends them). */
    async creditNotes(range: DateRange = {}): Promise<AccountDocument[]> {
      return (await invoicesAndCreditNotes(range)).filter((doc) => doc.ref.kind === "credit-note");
    },

    /** Transport documents (DDT) in a date range. */
    async deliveryNotes(range: DateRange = {}): Promise<AccountDocument[]> {
      return accountList("get_ddt", range);
    },

    /** A document's PDF as a stream, or null when the document is not one of the customer's. */
    fetchDocumentPdf(wanted: DocumentRef): Promise<DocumentFile | null> {
      return ownDocumentFile(wanted, "pdf");
    },

    /** An invoice's (or credit note's) CSV, for the customer's accounting; null when it is not one of theirs. */
    fetchInvoiceCsv(wanted: DocumentRef): Promise<DocumentFile | null> {
      return ownDocumentFile(wanted, "csv");
    },

    /** An invoice's (or credit note's) FatturaPA XML, or its signed `.xml.p7m`; null when it is not one of theirs. */
    fetchInvoiceXml(wanted: DocumentRef): Promise<DocumentFile | null> {
      return ownDocumentFile(wanted, "xml");
    },

    /** Whether this ERP hands out e-invoices' XML, asked with one of the customer's own invoices. */
    invoiceXmlAvailable(doc: DocumentRef): Promise<boolean> {
      return fileAvailable(link, fileCall(doc, "xml"));
    },

    /** Whether this ERP hands out invoices as CSV, asked with one of the customer's own invoices. */
    invoiceCsvAvailable(doc: DocumentRef): Promise<boolean> {
      return fileAvailable(link, fileCall(doc, "csv"));
    },

    /** The payment deadlines as PDF (the customer's own: the call names no document). */
    fetchDeadlinesPdf(): Promise<DocumentFile> {
      return fetchFile(link, deadlinesCall(), "pdf", "scadenzario");
    },

    /** Whether this ERP hands out the payment deadlines as PDF. */
    deadlinesPdfAvailable(): Promise<boolean> {
      return fileAvailable(link, deadlinesCall());
    },
  };
}

export type DocumentsApi = ReturnType<typeof documentsApi>;
