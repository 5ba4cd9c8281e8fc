// Documents, PDFs and CSV exports through the storefront: a customer downloads their own invoice
// and transport document PDFs (never seeing the ERP's URL), another customer gets a 404, and the
// CSV files are what Italian and English spreadsheets expect.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { DocumentRow } from "~/account/account.server";
import type { Page } from "~/account/list-query";
import * as pdfRoute from "~/routes/($lang).pages.documents_.$kind.$scope.$year.$file";
import * as documentsCsvRoute from "~/routes/($lang).pages.documents_.export[.csv]";
import * as documentsRoute from "~/routes/($lang).pages.documents";
import * as deadlinesCsvRoute from "~/routes/($lang).pages.deadlines_.export[.csv]";
import * as deadlinesRoute from "~/routes/($lang).pages.deadlines";
import { Browser, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

const demo = useTestErp();
let rossi: Browser;
let bianchi: Browser;

beforeAll(async () => ([rossi, bianchi] = await Promise.all([Browser.signIn(ROSSI), Browser.signIn(BIANCHI)])));

interface DocumentsPage {
  documents: Page<DocumentRow>;
  kind: string;
  billing: string;
}

async function documentsPage(query: string, browser = rossi): Promise<DocumentsPage> {
  return browser.data<DocumentsPage>(documentsRoute.loader, `/pages/documents${query}`);
}

function pdfPath(doc: DocumentRow): string {
  return `/pages/documents/${doc.kind}/${doc.scope}/${doc.year}/${doc.number}.pdf`;
}

async function pdf(path: string, browser: Browser): Promise<Response> {
  const [, , , kind, scope, year, file] = path.split("/");
  return (await browser.call(pdfRoute.loader, path, { params: { kind: kind!, scope: scope!, year: year!, file: file! } })).response!;
}

describe("documents list", () => {
  it("lists invoices, transport documents and credit notes of their kind", async () => {
    for (const kind of ["invoice", "delivery-note", "credit-note"]) {
      const page = await documentsPage(`?kind=${kind}`);
      expect(page.kind).toBe(kind);
      expect(page.documents.total).toBeGreaterThan(0);
      expect(page.documents.items.every((doc) => doc.kind === kind)).toBe(true);
    }
  });

  it("filters accompanying and deferred documents", async () => {
    const all = await documentsPage("?kind=invoice");
    const accompanying = await documentsPage("?kind=invoice&billing=accompanying");
    const deferred = await documentsPage("?kind=invoice&billing=deferred");
    expect(accompanying.documents.items.every((doc) => doc.billing === "immediate")).toBe(true);
    expect(deferred.documents.items.every((doc) => doc.billing === "deferred")).toBe(true);
    expect(accompanying.documents.total + deferred.documents.total).toBe(all.documents.total);
    expect(accompanying.documents.total).toBeGreaterThan(0);
    expect(deferred.documents.total).toBeGreaterThan(0);
  });

  it("never sends the ERP's URLs to the browser", async () => {
    const page = await documentsPage("?kind=invoice");
    expect(JSON.stringify(page)).not.toContain(demo.url);
  });
});

describe("document PDFs", () => {
  it("streams the customer's own invoice and transport document as PDF attachments", async () => {
    for (const kind of ["invoice", "delivery-note"]) {
      const doc = (await documentsPage(`?kind=${kind}`)).documents.items[0]!;
      const response = await pdf(pdfPath(doc), rossi);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("answers 404 when another customer asks for the document", async () => {
    for (const kind of ["invoice", "delivery-note"]) {
      const doc = (await documentsPage(`?kind=${kind}`)).documents.items[0]!;
      const theirs = await documentsPage(`?kind=${kind}`, bianchi);
      expect(theirs.documents.items.some((other) => other.label === doc.label)).toBe(false);
      expect((await pdf(pdfPath(doc), bianchi)).status).toBe(404);
    }
  });

  it("answers 404 for malformed paths and sends a guest to sign in", async () => {
    expect((await pdf("/pages/documents/invoice/F/2026/..%2Fx.pdf", rossi)).status).toBe(404);
    expect((await pdf("/pages/documents/receipt/F/2026/1.pdf", rossi)).status).toBe(404);
    expect((await pdf("/pages/documents/invoice/F/2026/1.txt", rossi)).status).toBe(404);
    expect((await pdf("/pages/documents/invoice/F/2026/1.pdf", new Browser())).status).toBe(302);
  });
});

describe("CSV exports", () => {
  it("exports the payment deadlines for Italian Excel", async () => {
    const { schedule } = await rossi.data<{ schedule: { rows: unknown[]; totals: { all: number } } }>(deadlinesRoute.loader, "/pages/deadlines");
    const response = (await rossi.call(deadlinesCsvRoute.loader, "/pages/deadlines/export.csv")).response!;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="payment-deadlines.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Scadenza;Descrizione;Documento;Tipo pagamento;Importo;Totale documento;Stato");
    expect(lines.length).toBe(schedule.rows.length + 1);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2};.*;-?\d+,\d{2};-?\d+,\d{2};(Scaduta|A scadere)$/);
  });

  it("exports the documents in English with decimal points", async () => {
    const response = (await rossi.call(documentsCsvRoute.loader, "/en/pages/documents/export.csv?kind=delivery-note")).response!;
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Document;Type;Date;Destination;Billing;Taxable;Total");
    expect(lines[1]).toMatch(/;Transport document;\d{4}-\d{2}-\d{2};.*;-?\d+\.\d{2};-?\d+\.\d{2}$/);
  });
});
