// Invoices, credit notes and transport documents: lists, signed PDF links and the PDFs themselves;
// an invoice as CSV, the payment deadlines and an order's tracking as PDF (signed links to /files/exports/).
import { checkContext } from "../context";
import { displayDate } from "../dates";
import { hubError, message } from "../http";
import { jobSiteFields } from "../job-sites";
import {
  documentFileName,
  isValidDocumentSignature,
  isValidFileSignature,
  parseDocumentFileName,
  renderDocumentPdf,
  renderLinesPdf,
  signedDocumentUrl,
  signedFileUrl,
  type PdfRow,
} from "../pdf";
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
  job_site_name: string | null;
  job_site_cig: string | null;
  job_site_cup: string | null;
  sdi_status: string | null;
  sdi_date: string | null;
}

const DOCUMENT_SELECT = `
  SELECT d.id, d.customer_id, d.scope, d.year, d.number, d.issued_on, d.type_bar_code, d.taxable, d.vat, d.total,
         d.job_site_name, d.job_site_cig, d.job_site_cup, d.sdi_status, d.sdi_date,
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
        ...jobSiteFields(row, ctx.dialect),
        ...(row.sdi_status ? { sdi_status: row.sdi_status, sdi_date: displayDate(row.sdi_date ?? row.issued_on) } : {}),
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

const A = "/api/method/mymb_ecommerce.controllers.account";

/** `invoice-F-2026-90540.csv`, `deadlines-C001.pdf`, `tracking-OC-2026-4101.pdf`: the exported files. */
const EXPORT_NAME = /^(invoice-(?:F|NC)-\d{4}-\d{1,9}\.csv|deadlines-[A-Za-z0-9]{1,20}\.pdf|tracking-[A-Za-z0-9]{1,8}-\d{4}-\d{1,9}\.pdf)$/;

function exportLink(ctx: Ctx, name: string): Reply {
  return message({ success: true, message: signedFileUrl(ctx.baseUrl, `/files/exports/${name}`, ctx.appToken, ctx.now()) });
}

/** hub account/csv_invoice_document: as invoice_pdf, a signed link to the invoice's rows as CSV. */
function invoiceCsvLink(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const scope = text(call.body.scope);
  const row = ["F", "NC"].includes(scope)
    ? (ctx.db
        .prepare("SELECT customer_id FROM documents WHERE scope = ? AND year = ? AND number = ?")
        .get(scope, integerOf(call.body.year), integerOf(call.body.number)) as { customer_id: string } | undefined)
    : undefined;
  if (!row) return hubError(404, t(call.lang, "Documento non trovato", "Document not found"));
  if (row.customer_id !== customerId) return hubError(403, t(call.lang, "Documento di un altro cliente", "Document of another customer"));
  return exportLink(ctx, `invoice-${documentFileName(scope, integerOf(call.body.year)!, integerOf(call.body.number)!)}.csv`);
}

/** A.pdf_scadenzario: the customer's open payment deadlines as PDF (Frappe, as the app: it trusts customer_code). */
function deadlinesLink(call: Call, ctx: Ctx): Reply {
  const customer = text(call.body.customer_code);
  if (!ctx.db.prepare("SELECT 1 FROM customers WHERE id = ?").get(customer))
    return message({ success: false, message: t(call.lang, "Cliente non trovato", "Customer not found") });
  return exportLink(ctx, `deadlines-${customer}.pdf`);
}

/** A.pdf_tracking_order: an order's delivery tracking as PDF (Frappe: served for any order it is asked, as the real one). */
function trackingLink(call: Call, ctx: Ctx): Reply {
  const causale = text(call.body.CausaleDocDefinitivo);
  const year = integerOf(call.body.AnnoDocDefinitivo);
  const number = integerOf(call.body.NumeroDocDefinitivo);
  if (!ctx.db.prepare("SELECT 1 FROM orders WHERE causale = ? AND year = ? AND number = ?").get(causale, year, number)) {
    return message({ success: false, message: t(call.lang, "Ordine non trovato", "Order not found") });
  }
  return exportLink(ctx, `tracking-${causale}-${year}-${number}.pdf`);
}

function plain(status: number, body: string): Reply {
  return { status, raw: { contentType: "text/plain; charset=utf-8", body } };
}

/** GET /files/exports/<name>?expires=..&sig=..: an exported file, only through a valid signed link. */
async function exportedFile(call: Call, ctx: Ctx): Promise<Reply> {
  const name = call.path.slice(call.path.lastIndexOf("/") + 1);
  if (!EXPORT_NAME.test(name) || !isValidFileSignature(call.path, call.query.get("expires"), call.query.get("sig"), ctx.appToken, ctx.now())) {
    return plain(403, "Forbidden");
  }
  const [kind, ...rest] = name.slice(0, name.lastIndexOf(".")).split("-");
  const headers = { "Content-Disposition": `inline; filename="${name}"`, "Cache-Control": "private, no-store" };
  if (kind === "invoice") {
    const key = parseDocumentFileName(rest.join("-"));
    const document = key
      ? (ctx.db.prepare("SELECT id FROM documents WHERE scope = ? AND year = ? AND number = ?").get(key.scope, key.year, key.number) as
          { id: number } | undefined)
      : undefined;
    if (!document) return plain(404, "Not found");
    const rows = ctx.db
      .prepare("SELECT sku, description, unit, quantity, unit_net AS unitNet, net FROM document_rows WHERE document_id = ? ORDER BY row_no")
      .all(document.id) as PdfRow[];
    const csv = [
      "Codice;Descrizione;UM;Quantita;Prezzo;Importo",
      ...rows.map((row) =>
        [row.sku ?? "", row.description.replace(/[;\r\n]+/g, " "), row.unit, row.quantity, row.unitNet, row.net].map(String).join(";"),
      ),
    ].join("\r\n");
    return { raw: { contentType: "text/csv; charset=utf-8", body: Buffer.from(`${csv}\r\n`), headers } };
  }
  if (kind === "deadlines") {
    const rows = ctx.db
      .prepare(
        `SELECT p.due_on, p.description, p.type, p.amount, d.year, d.number
           FROM payment_deadlines p JOIN documents d ON d.id = p.document_id
          WHERE p.customer_id = ? AND p.paid = 0 ORDER BY p.due_on, p.id`,
      )
      .all(rest.join("-")) as { due_on: string; description: string; type: string; amount: number; year: number; number: number }[];
    const lines = rows.map(
      (row) => `${displayDate(row.due_on)}  V1/${row.year}/${row.number}  ${row.type}  ${row.description}  EUR ${row.amount.toFixed(2)}`,
    );
    return { raw: { contentType: "application/pdf", body: await renderLinesPdf("Scadenzario", lines), headers } };
  }
  const [causale, year, number] = rest;
  const order = ctx.db
    .prepare("SELECT registered_on, delivery_on, status FROM orders WHERE causale = ? AND year = ? AND number = ?")
    .get(causale, Number(year), Number(number)) as { registered_on: string; delivery_on: string; status: string } | undefined;
  if (!order) return plain(404, "Not found");
  const lines = [
    `Ordine ${causale}/${year}/${number}`,
    `${displayDate(order.registered_on)}  Ordine registrato`,
    ...(order.status === "EV" || order.status === "PR" ? [`${displayDate(order.delivery_on)}  Consegnato al vettore`] : []),
  ];
  return { raw: { contentType: "application/pdf", body: await renderLinesPdf("Tracciamento della consegna", lines), headers } };
}

export const routes: Routes = {
  "POST /hub/account/get_invoices": listDocuments(["F", "NC"]),
  "POST /hub/account/get_ddt": listDocuments(["B"]),
  "POST /hub/account/invoice_pdf": documentLink(["F", "NC"]),
  "POST /hub/account/pdf_barcode_document": documentLink(["B"]),
  "GET /files/documents/*": documentPdf,
  "POST /hub/account/csv_invoice_document": invoiceCsvLink,
  [`POST ${A}.pdf_scadenzario`]: deadlinesLink,
  [`POST ${A}.pdf_tracking_order`]: trackingLink,
  "GET /files/exports/*": exportedFile,
};
