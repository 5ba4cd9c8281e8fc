// Invoices, credit notes and transport documents: lists, signed PDF links and the PDFs themselves.
import { checkContext } from "../context";
import { displayDate } from "../dates";
import { hubError, message } from "../http";
import { documentFileName, isValidDocumentSignature, parseDocumentFileName, renderDocumentPdf, signedDocumentUrl, type PdfRow } from "../pdf";
import { integerOf, t, text } from "../text";
import type { Call, Ctx, Reply, Routes } from "../types";
import { compactDateRange } from "./account";

interface DocumentRow {
  id: number;
  customer_id: string;
  scope: "F" | "NC" | "B";
  year: number;
  number: number;
  issued_on: string;
  type_bar_code: string;
  taxable: number;
  vat: number;
  total: number;
  description: string;
  street: string;
  city: string;
  postal_code: string;
  province: string;
}

const DOCUMENT_SELECT = `
  SELECT d.id, d.customer_id, d.scope, d.year, d.number, d.issued_on, d.type_bar_code, d.taxable, d.vat, d.total,
         a.description, a.street, a.city, a.postal_code, a.province
    FROM documents d JOIN addresses a ON a.customer_id = d.customer_id AND a.code = d.address_code`;

function listDocuments(scopes: string[]) {
  return (call: Call, ctx: Ctx): Reply => {
    const { customerId } = checkContext(call, ctx, { customerOnly: true });
    const range = compactDateRange(call);
    const rows = ctx.db
      .prepare(
        `${DOCUMENT_SELECT}
          WHERE d.customer_id = ? AND d.scope IN (${scopes.map(() => "?").join(", ")}) AND d.issued_on BETWEEN ? AND ?
          ORDER BY d.issued_on DESC, d.number DESC`,
      )
      .all(customerId, ...scopes, range.from, range.to) as DocumentRow[];
    return message(
      rows.map((row) => ({
        document: `${row.scope}/${row.year}/${row.number}`,
        date: displayDate(row.issued_on),
        destination: `${row.street}, ${row.city}`,
        taxable: row.taxable,
        total: row.total,
        scope: row.scope,
        year: row.year,
        number: row.number,
        type_bar_code: row.type_bar_code,
      })),
    );
  };
}

/** A signed link to one of the caller's documents of the given scopes; 404 unknown, 403 someone else's. */
function documentLink(scopes: string[]) {
  return (call: Call, ctx: Ctx): Reply => {
    const { customerId } = checkContext(call, ctx, { customerOnly: true });
    const scope = text(call.body.scope);
    const row = scopes.includes(scope)
      ? (ctx.db
          .prepare("SELECT customer_id, scope, year, number FROM documents WHERE scope = ? AND year = ? AND number = ?")
          .get(scope, integerOf(call.body.year), integerOf(call.body.number)) as
          { customer_id: string; scope: string; year: number; number: number } | undefined)
      : undefined;
    if (!row) return hubError(404, t(call.lang, "Documento non trovato", "Document not found"));
    if (row.customer_id !== customerId) return hubError(403, t(call.lang, "Documento di un altro cliente", "Document of another customer"));
    const name = documentFileName(row.scope, row.year, row.number);
    return message({ success: true, message: signedDocumentUrl(ctx.baseUrl, name, ctx.appToken, ctx.now()) });
  };
}

const TITLES = { F: "Fattura", NC: "Nota di credito", B: "Documento di trasporto" } as const;

/** GET /files/documents/<name>.pdf?expires=..&sig=..: the PDF, only through a valid signed link. */
async function documentPdf(call: Call, ctx: Ctx): Promise<Reply> {
  const file = call.path.slice(call.path.lastIndexOf("/") + 1);
  const name = file.endsWith(".pdf") ? file.slice(0, -4) : "";
  const forbidden: Reply = { status: 403, raw: { contentType: "text/plain; charset=utf-8", body: "Forbidden" } };
  if (!isValidDocumentSignature(name, call.query.get("expires"), call.query.get("sig"), ctx.appToken, ctx.now())) return forbidden;
  const key = parseDocumentFileName(name);
  const document = key
    ? (ctx.db.prepare(`${DOCUMENT_SELECT} WHERE d.scope = ? AND d.year = ? AND d.number = ?`).get(key.scope, key.year, key.number) as
        DocumentRow | undefined)
    : undefined;
  if (!document) return { status: 404, raw: { contentType: "text/plain; charset=utf-8", body: "Not found" } };
  const customer = ctx.db
    .prepare("SELECT id, company, street, city, postal_code, province, vat, tax_code, sdi, payment_method FROM customers WHERE id = ?")
    .get(document.customer_id) as {
    id: string;
    company: string;
    street: string;
    city: string;
    postal_code: string;
    province: string;
    vat: string;
    tax_code: string;
    sdi: string;
    payment_method: string;
  };
  const rows = ctx.db
    .prepare("SELECT sku, description, unit, quantity, unit_net AS unitNet, net FROM document_rows WHERE document_id = ? ORDER BY row_no")
    .all(document.id) as PdfRow[];
  const pdf = await renderDocumentPdf({
    title: TITLES[document.scope],
    reference: `${document.scope}/${document.year}/${document.number}`,
    issuedOn: document.issued_on,
    customer: {
      code: customer.id,
      company: customer.company,
      street: customer.street,
      city: customer.city,
      postalCode: customer.postal_code,
      province: customer.province,
      vat: customer.vat,
      taxCode: customer.tax_code,
      sdi: customer.sdi,
    },
    destination: `${document.description} - ${document.street}, ${document.postal_code} ${document.city} (${document.province})`,
    paymentMethod: customer.payment_method,
    rows,
    taxable: document.taxable,
    vat: document.vat,
    total: document.total,
  });
  return {
    raw: {
      contentType: "application/pdf",
      body: pdf,
      headers: { "Content-Disposition": `inline; filename="${name}.pdf"`, "Cache-Control": "private, no-store" },
    },
  };
}

export const routes: Routes = {
  "POST /hub/account/get_invoices": listDocuments(["F", "NC"]),
  "POST /hub/account/get_ddt": listDocuments(["B"]),
  "POST /hub/account/invoice_pdf": documentLink(["F", "NC"]),
  "POST /hub/account/pdf_barcode_document": documentLink(["B"]),
  "GET /files/documents/*": documentPdf,
};
