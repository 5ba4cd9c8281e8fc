// Public catalogue PDFs (pdfkit, built-in Helvetica): an article's technical sheet, CE declaration
// and safety data sheet (bilingual, like the paper ones in the trade), and the promotion flyers.
import PDFDocument from "pdfkit";
import { COMPANY } from "./company";
import { displayDate, romeToday } from "./dates";
import { decimalComma } from "./money";

type Pdf = InstanceType<typeof PDFDocument>;

function render(title: string, draw: (pdf: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: "A4", margin: 40, info: { Title: title, Author: COMPANY.name } });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    draw(pdf);
    pdf.end();
  });
}

function letterhead(pdf: Pdf, colour: string): void {
  pdf.rect(0, 0, 595.28, 8).fill(colour);
  pdf.fillColor("#111827").font("Helvetica-Bold").fontSize(13).text(COMPANY.name, 40, 28);
  pdf.font("Helvetica").fontSize(8).fillColor("#475569");
  pdf.text(`${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city} (${COMPANY.province}) - P.IVA ${COMPANY.vat}`);
  pdf.text(`Tel. ${COMPANY.phone} - ${COMPANY.email} - ${COMPANY.website}`);
  pdf.fillColor("#111827");
}

function footer(pdf: Pdf, generatedOn: string): void {
  pdf
    .font("Helvetica")
    .fontSize(7)
    .fillColor("#64748b")
    .text(
      `Documento generato il ${displayDate(generatedOn)}. I dati possono variare senza preavviso. / Generated on ${displayDate(generatedOn)}. Data subject to change without notice.`,
      40,
      790,
      { width: 515, align: "center", lineBreak: false },
    );
  pdf.fillColor("#111827");
}

export interface SheetArticle {
  sku: string;
  titleIt: string;
  titleEn: string;
  longIt: string;
  longEn: string;
  model: string;
  brand: string;
  familyIt: string;
  familyEn: string;
  familyCode: string;
  colour: string;
  size: string | null;
  colourName: string | null;
  finish: string | null;
  unit: string;
  packaging: number;
  barcodes: string[];
  status: string;
}

function table(pdf: Pdf, rows: [string, string][], top: number): number {
  let y = top;
  for (const [label, value] of rows) {
    pdf.font("Helvetica-Bold").fontSize(9).text(label, 40, y, { width: 170 });
    pdf.font("Helvetica").fontSize(9).text(value, 215, y, { width: 340 });
    y = Math.max(pdf.y, y + 12) + 4;
    pdf
      .moveTo(40, y - 2)
      .lineTo(555, y - 2)
      .lineWidth(0.3)
      .strokeColor("#cbd5e1")
      .stroke();
  }
  return y;
}

export function technicalSheetPdf(article: SheetArticle, now: Date): Promise<Buffer> {
  return render(`Scheda tecnica ${article.sku}`, (pdf) => {
    letterhead(pdf, article.colour);
    pdf.font("Helvetica-Bold").fontSize(16).text("Scheda tecnica / Technical data sheet", 40, 96);
    pdf.font("Helvetica-Bold").fontSize(12).text(article.titleIt, 40, 124, { width: 515 });
    pdf.font("Helvetica-Oblique").fontSize(10).fillColor("#475569").text(article.titleEn, { width: 515 });
    pdf.fillColor("#111827");
    const y = table(
      pdf,
      [
        ["Codice articolo / Item code", article.sku],
        ["Marca / Brand", article.brand],
        ["Modello / Model", article.model],
        ["Famiglia / Family", `${article.familyIt} / ${article.familyEn}`],
        ["Misura / Size", article.size ?? "-"],
        ["Colore / Colour", article.colourName ?? "-"],
        ["Finitura / Finish", article.finish ?? "-"],
        ["Unità di vendita / Sales unit", `${article.unit}, multipli di / multiples of ${article.packaging}`],
        ["Codici EAN / EAN codes", article.barcodes.join(", ") || "-"],
        ["Stato / Status", article.status],
      ],
      pdf.y + 14,
    );
    pdf
      .font("Helvetica-Bold")
      .fontSize(10)
      .text("Descrizione", 40, y + 10);
    pdf.font("Helvetica").fontSize(9).text(article.longIt, { width: 515 });
    pdf
      .font("Helvetica-Bold")
      .fontSize(10)
      .text("Description", 40, pdf.y + 10);
    pdf.font("Helvetica").fontSize(9).text(article.longEn, { width: 515 });
    footer(pdf, romeToday(now));
  });
}

const DIRECTIVES: Record<string, string[]> = {
  EL: ["2006/42/CE Macchine / Machinery", "2014/30/UE Compatibilità elettromagnetica / Electromagnetic compatibility", "2011/65/UE RoHS"],
  ME: ["2014/35/UE Bassa tensione / Low voltage", "2014/30/UE Compatibilità elettromagnetica / Electromagnetic compatibility", "2011/65/UE RoHS"],
  GI: [
    "2006/42/CE Macchine / Machinery",
    "2000/14/CE Emissione acustica / Noise emission",
    "2014/30/UE Compatibilità elettromagnetica / Electromagnetic compatibility",
  ],
  AN: ["Regolamento (UE) 2016/425 Dispositivi di protezione individuale / Personal protective equipment"],
};

export function ceDeclarationPdf(article: SheetArticle, now: Date): Promise<Buffer> {
  const today = romeToday(now);
  return render(`Dichiarazione CE ${article.sku}`, (pdf) => {
    letterhead(pdf, article.colour);
    pdf.font("Helvetica-Bold").fontSize(16).text("Dichiarazione di conformità UE / EU declaration of conformity", 40, 96, { width: 515 });
    pdf.moveDown();
    pdf.font("Helvetica").fontSize(10);
    pdf.text(
      `Il fabbricante ${article.brand}, tramite il distributore ${COMPANY.name}, dichiara sotto la propria esclusiva responsabilità che il prodotto:`,
      { width: 515 },
    );
    pdf.font("Helvetica-Oblique").fillColor("#475569");
    pdf.text(`The manufacturer ${article.brand}, through the distributor ${COMPANY.name}, declares under its sole responsibility that the product:`, {
      width: 515,
    });
    pdf.fillColor("#111827").moveDown();
    table(
      pdf,
      [
        ["Articolo / Item", `${article.sku} - ${article.titleIt}`],
        ["Modello / Model", article.model],
        ["Lotti / Batches", `dal / from ${today.slice(0, 4)}`],
      ],
      pdf.y,
    );
    pdf.moveDown();
    pdf
      .font("Helvetica")
      .fontSize(10)
      .text(
        "è conforme alla normativa di armonizzazione dell'Unione / is in conformity with the relevant Union harmonisation legislation:",
        40,
        pdf.y,
        { width: 515 },
      );
    pdf.moveDown(0.5);
    for (const directive of DIRECTIVES[article.familyCode] ?? ["Regolamento (UE) 2019/1020 Vigilanza del mercato / Market surveillance"]) {
      pdf.text(`•  ${directive}`, 56, pdf.y, { width: 499 });
    }
    pdf.moveDown(2);
    pdf.text(`${COMPANY.city}, ${displayDate(today)}`, 40);
    pdf.moveDown();
    pdf.font("Helvetica-Bold").text("Ufficio qualità / Quality department");
    pdf.font("Helvetica").text(COMPANY.name);
    footer(pdf, today);
  });
}

export function safetySheetPdf(article: SheetArticle, now: Date): Promise<Buffer> {
  const today = romeToday(now);
  return render(`Scheda di sicurezza ${article.sku}`, (pdf) => {
    letterhead(pdf, article.colour);
    pdf.font("Helvetica-Bold").fontSize(16).text("Scheda di dati di sicurezza / Safety data sheet", 40, 96, { width: 515 });
    pdf
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#475569")
      .text("Sintesi secondo il Regolamento (CE) 1907/2006 (REACH), allegato II / Summary according to Regulation (EC) 1907/2006 (REACH), annex II");
    pdf.fillColor("#111827");
    const sections: [string, string][] = [
      [
        "1. Identificazione / Identification",
        `${article.sku} - ${article.titleIt} / ${article.titleEn}. Fornitore / Supplier: ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}. Tel. ${COMPANY.phone}.`,
      ],
      [
        "2. Pericoli / Hazards",
        "Non classificato come pericoloso alle normali condizioni d'uso. Tenere fuori dalla portata dei bambini. / Not classified as hazardous under normal use. Keep out of the reach of children.",
      ],
      [
        "3. Composizione / Composition",
        "Miscela; nessuna sostanza oltre i limiti di notifica. / Mixture; no substances above the reporting thresholds.",
      ],
      [
        "4. Primo soccorso / First aid",
        "Contatto con gli occhi: sciacquare abbondantemente con acqua. Ingestione: consultare un medico. / Eye contact: rinse with plenty of water. Ingestion: seek medical advice.",
      ],
      [
        "7. Manipolazione e stoccaggio / Handling and storage",
        "Conservare in luogo fresco e asciutto, tra 5 e 30 °C, nel contenitore originale chiuso. / Store in a cool dry place between 5 and 30 °C in the closed original container.",
      ],
      [
        "13. Smaltimento / Disposal",
        "Smaltire secondo le norme locali; non disperdere nell'ambiente. / Dispose of according to local regulations; do not release into the environment.",
      ],
    ];
    let y = 140;
    for (const [title, body] of sections) {
      pdf.font("Helvetica-Bold").fontSize(10).text(title, 40, y, { width: 515 });
      pdf.font("Helvetica").fontSize(9).text(body, { width: 515 });
      y = pdf.y + 10;
    }
    footer(pdf, today);
  });
}

export interface FlyerLine {
  sku: string;
  title: string;
  unit: string;
  listPrice: number;
  promoPrice: number;
  discount: number;
}

export interface FlyerContent {
  titleIt: string;
  titleEn: string;
  colour: string;
  validFrom: string;
  validTo: string;
  lines: FlyerLine[];
}

export function flyerPdf(content: FlyerContent, now: Date): Promise<Buffer> {
  return render(content.titleIt, (pdf) => {
    letterhead(pdf, content.colour);
    pdf.rect(40, 90, 515, 90).fill(content.colour);
    pdf.fillColor("#ffffff").font("Helvetica-Bold").fontSize(24).text(content.titleIt, 56, 106, { width: 480 });
    pdf
      .font("Helvetica")
      .fontSize(13)
      .text(content.titleEn, 56, pdf.y + 2, { width: 480 });
    pdf.fillColor("#111827").font("Helvetica").fontSize(10);
    pdf.text(
      `Prezzi validi dal ${displayDate(content.validFrom)} al ${displayDate(content.validTo)}, IVA esclusa, fino a esaurimento scorte. / Prices valid from ${displayDate(content.validFrom)} to ${displayDate(content.validTo)}, excluding VAT, while stocks last.`,
      40,
      194,
      { width: 515 },
    );
    const columns = [
      { label: "Codice / Code", x: 40, width: 70, align: "left" as const },
      { label: "Articolo / Item", x: 112, width: 250, align: "left" as const },
      { label: "UM", x: 364, width: 30, align: "left" as const },
      { label: "Listino / List", x: 396, width: 55, align: "right" as const },
      { label: "Sconto", x: 453, width: 40, align: "right" as const },
      { label: "Offerta / Offer", x: 495, width: 60, align: "right" as const },
    ];
    let y = pdf.y + 14;
    const header = () => {
      pdf.font("Helvetica-Bold").fontSize(8);
      for (const column of columns) pdf.text(column.label, column.x, y, { width: column.width, align: column.align });
      y += 12;
      pdf.moveTo(40, y).lineTo(555, y).lineWidth(0.5).strokeColor("#94a3b8").stroke();
      y += 4;
    };
    header();
    if (content.lines.length === 0) {
      pdf.font("Helvetica").fontSize(9).text("Nessuna offerta attiva in questo periodo. / No offers running in this period.", 40, y);
    }
    for (const line of content.lines) {
      if (y > 760) {
        footer(pdf, romeToday(now));
        pdf.addPage();
        y = 40;
        header();
      }
      const cells = [line.sku, line.title, line.unit, decimalComma(line.listPrice), `-${line.discount}%`, `€ ${decimalComma(line.promoPrice)}`];
      const height = pdf.font("Helvetica").fontSize(8).heightOfString(line.title, { width: columns[1]!.width });
      columns.forEach((column, index) => {
        pdf
          .font(index === 5 ? "Helvetica-Bold" : "Helvetica")
          .fontSize(8)
          .text(cells[index] ?? "", column.x, y, { width: column.width, align: column.align });
      });
      y += Math.max(height, 10) + 4;
    }
    footer(pdf, romeToday(now));
  });
}
