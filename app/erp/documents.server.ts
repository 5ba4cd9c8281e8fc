// The customer's documents (hub account/*): invoices and credit notes (get_invoices), transport
// documents (get_ddt), and their PDFs. A PDF comes from a signed, short-lived URL the ERP hands
// out: it is a capability, so it is fetched here and streamed, never shown to the browser. The real
// ERP serves any document it is asked for, so a PDF is only fetched for a document in the
// customer's own lists.
import { Readable } from "node:stream";
import { z } from "zod";
import { erpDateRange } from "./dates";
import { ErpError } from "./errors";
import { customerCodeContext, hubAccountRead, type Link, type Parse } from "./link.server";
import { erpDay, erpId, isRecord, list, optionalNumber, parseWith, text } from "./schema.server";
import { openStream } from "./transport.server";
import { getEnv } from "~/platform/env.server";
import type { AccountDocument, DateRange, DocumentKind, DocumentPdf, DocumentRef } from "./types";

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
  }),
);

/** `{success, message: url}`, `{url}`, or the URL alone; relative to the hub or absolute. */
const PdfUrlWire = z
  .unknown()
  .transform((value) => (isRecord(value) ? (value.message ?? value.url) : value))
  .pipe(z.string().trim().min(1));

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
    }));
}

function sameDocument(a: DocumentRef, b: DocumentRef): boolean {
  return a.scope === b.scope && a.year === b.year && a.number === b.number;
}

export function documentsApi(link: Link) {
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

    /**
     * A document's PDF as a stream, or null when the document is not one of the customer's. The
     * signed URL stays on the server.
     */
    async fetchDocumentPdf(wanted: DocumentRef): Promise<DocumentPdf | null> {
      const own = wanted.kind === "delivery-note" ? await accountList("get_ddt", {}) : await invoicesAndCreditNotes({});
      const doc = own.find((candidate) => sameDocument(candidate.ref, wanted));
      if (!doc) return null;
      const path = wanted.kind === "delivery-note" ? "/account/pdf_barcode_document" : "/account/invoice_pdf";
      const url = await link.read(
        {
          upstream: "hub",
          area: "hub-account",
          method: "POST",
          path,
          body: {
            scope: doc.ref.scope,
            year: doc.ref.year,
            number: doc.ref.number,
            type: doc.ref.type,
            ...customerCodeContext(link.customer),
          },
        },
        (payload, ref) => {
          const url = parseWith(PdfUrlWire, payload, ref);
          try {
            return new URL(url, getEnv().ERP_HUB_URL).href;
          } catch {
            throw new ErpError({ ...ref, kind: "malformed", detail: "(root) (url, received string)" });
          }
        },
      );
      const ref = { upstream: "files" as const, call: path };
      const answer = await openStream(url, link.signal, ref);
      if (answer.status !== 200 || !answer.contentType.toLowerCase().startsWith("application/pdf")) {
        answer.body.resume();
        throw new ErpError({ ...ref, kind: "http", status: answer.status === 200 ? 502 : answer.status });
      }
      return {
        contentType: "application/pdf",
        contentLength: answer.contentLength,
        body: Readable.toWeb(answer.body) as ReadableStream<Uint8Array>,
        filename: `${doc.label.replace(/[^A-Za-z0-9._-]+/g, "-") || "document"}.pdf`,
      };
    },
  };
}

export type DocumentsApi = ReturnType<typeof documentsApi>;
