// Signed capability URLs for documents and the PDFs behind them (pdfkit, built-in Helvetica).
import { createHmac, timingSafeEqual } from "node:crypto";
import PDFDocument from "pdfkit";
import { COMPANY } from "./company";
import { displayDate } from "./dates";
import { decimalComma, VAT_PERCENT } from "./money";

/** How long a signed document URL stays valid. */
export const DOCUMENT_URL_TTL_SECONDS = 300;

const SELLER_LINES = [
  `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city} (${COMPANY.province})`,
  `P.IVA ${COMPANY.vat} - REA ${COMPANY.rea} - Cap. soc. EUR ${decimalComma(COMPANY.shareCapital)} i.v.`,
  `Tel. ${COMPANY.phone} - ${COMPANY.email} - PEC ${COMPANY.pec}`,
];

/** "F-2026-90540" for scope F, year 2026, number 90540: the file name of a document. */
export function documentFileName(scope: string, year: number, number: number): string {
  return `${scope}-${year}-${number}`;
}

export function parseDocumentFileName(name: string): { scope: string; year: number; number: number } | null {
  const match = /^(F|NC|B)-(\d{4})-(\d{1,9})$/.exec(name);
  return match ? { scope: match[1] as string, year: Number(match[2]), number: Number(match[3]) } : null;
}

function signature(name: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`${name}.pdf:${expires}`).digest("hex");
}

export function signedDocumentUrl(baseUrl: string, name: string, secret: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_URL_TTL_SECONDS;
  return `${baseUrl}/files/documents/${name}.pdf?expires=${expires}&sig=${signature(name, expires, secret)}`;
}

export function isValidDocumentSignature(name: string, expires: string | null, sig: string | null, secret: string, now: Date): boolean {
  if (!expires || !sig || !/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(sig, "hex"), Buffer.from(signature(name, Number(expires), secret), "hex"));
}

function pathSignature(path: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`${path}:${expires}`).digest("hex");
}

/** A signed, short-lived URL of any file under /files/ (a path of letters, digits, "-", "." and "/"). */
export function signedFileUrl(baseUrl: string, path: string, secret: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_URL_TTL_SECONDS;
  return `${baseUrl}${path}?expires=${expires}&sig=${pathSignature(path, expires, secret)}`;
}

export function isValidFileSignature(path: string, expires: string | null, sig: string | null, secret: string, now: Date): boolean {
  if (!expires || !sig || !/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(sig, "hex"), Buffer.from(pathSignature(path, Number(expires), secret), "hex"));
}

/** A plain one-column PDF: the seller, a title, then one line of text each (the deadlines, an order's tracking). */
export function renderLinesPdf(title: string, lines: string[]): Promise<Buffer> {
  return renderPdf(title, title, (pdf) => {
    pdf.font("Helvetica").fontSize(10).moveDown();
    for (const line of lines) pdf.text(line);
  });
}

/**
 * An A4 PDF whose first page starts with the seller and `heading`; `write` adds the rest. `title`
 * is the file's own (its properties).
 */
function renderPdf(title: string, heading: string, write: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: "A4", margin: 40, info: { Title: title } });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    pdf.font("Helvetica-Bold").fontSize(14).text(COMPANY.name, 40, 40);
    pdf.font("Helvetica").fontSize(8);
    for (const line of SELLER_LINES) pdf.text(line);
    pdf.font("Helvetica-Bold").fontSize(16).text(heading, 40, 110);
    write(pdf);
    pdf.end();
  });
}

export interface PdfRow {
  sku: string | null;
  description: string;
  unit: string;
  quantity: number;
  unitNet: number;
  net: number;
}

export interface PdfContent {
  /** "Fattura", "Nota di credito", "Documento di trasporto". */
  title: string;
  reference: string;
  issuedOn: string;
  customer: {
    code: string;
    company: string;
    street: string;
    city: string;
    postalCode: string;
    province: string;
    vat: string;
    taxCode: string;
    sdi: string;
  };
  destination: string;
  paymentMethod: string;
  rows: PdfRow[];
  taxable: number;
  vat: number;
  total: number;
}

const COLUMNS = [
  { label: "Codice", x: 40, width: 80, align: "left" },
  { label: "Descrizione", x: 122, width: 215, align: "left" },
  { label: "UM", x: 339, width: 30, align: "left" },
  { label: "Quantità", x: 371, width: 50, align: "right" },
  { label: "Prezzo", x: 423, width: 60, align: "right" },
  { label: "Importo", x: 485, width: 70, align: "right" },
] as const;

export function renderDocumentPdf(content: PdfContent): Promise<Buffer> {
  return renderPdf(`${content.title} ${content.reference}`, content.title, (pdf) => {
    pdf
      .font("Helvetica")
      .fontSize(10)
      .text(`N. ${content.reference} del ${displayDate(content.issuedOn)}`);

    const { customer } = content;
    pdf.font("Helvetica-Bold").fontSize(9).text("Cliente", 330, 110);
    pdf.font("Helvetica").text(`${customer.company} (cod. ${customer.code})`, 330);
    pdf.text(customer.street, 330);
    pdf.text(`${customer.postalCode} ${customer.city} (${customer.province})`, 330);
    pdf.text(`P.IVA ${customer.vat} - C.F. ${customer.taxCode}`, 330);
    pdf.text(`Codice SDI ${customer.sdi}`, 330);
    pdf.font("Helvetica-Bold").text("Destinazione", 330, pdf.y + 6);
    pdf.font("Helvetica").text(content.destination, 330);
    pdf.text(`Pagamento: ${content.paymentMethod}`, 330, pdf.y + 4);

    let y = Math.max(pdf.y, 200) + 16;
    pdf.font("Helvetica-Bold").fontSize(8);
    for (const column of COLUMNS) pdf.text(column.label, column.x, y, { width: column.width, align: column.align });
    y += 12;
    pdf.moveTo(40, y).lineTo(555, y).stroke();
    y += 4;
    pdf.font("Helvetica").fontSize(8);
    for (const row of content.rows) {
      if (y > 740) {
        pdf.addPage();
        y = 40;
      }
      const priced = row.sku !== null || row.net !== 0;
      const cells = [
        row.sku ?? "",
        row.description,
        row.unit,
        row.quantity ? String(row.quantity) : "",
        priced ? decimalComma(row.unitNet) : "",
        priced ? decimalComma(row.net) : "",
      ];
      const height = pdf.heightOfString(row.description, { width: COLUMNS[1].width });
      COLUMNS.forEach((column, index) => {
        pdf.text(cells[index] ?? "", column.x, y, { width: column.width, align: column.align });
      });
      y += Math.max(height, 10) + 3;
    }

    y += 8;
    pdf.moveTo(330, y).lineTo(555, y).stroke();
    y += 6;
    const totals: [string, number][] = [
      ["Imponibile", content.taxable],
      [`IVA ${VAT_PERCENT}%`, content.vat],
      ["Totale documento EUR", content.total],
    ];
    for (const [label, amount] of totals) {
      pdf.font(label.startsWith("Totale") ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      pdf.text(label, 330, y, { width: 140 });
      pdf.text(decimalComma(amount), 470, y, { width: 85, align: "right" });
      y += 14;
    }
  });
}
