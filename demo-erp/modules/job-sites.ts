// Job sites and e-invoices (hub account/job_sites, job_site_save, job_site_delete, invoice_xml;
// *proposed* in ERP-CONTRACT.md, "Italian trade paperwork"). A job site belongs to the customer; a
// new one records the delivery address of the context it was saved in. Another customer's job site
// is not found, as an unknown one. An invoice's FatturaPA XML comes as a signed link like its PDF:
// the varying dialect hands out the signed `.xml.p7m` a deployment with digital signatures keeps
// (the demo's envelope holds the plain XML: it stands for the file, it is no real CAdES signature).
import type Database from "better-sqlite3";
import { COMPANY } from "../company";
import { checkContext } from "../context";
import { hubError, message } from "../http";
import { checkedJobSite } from "../job-sites";
import { documentFileName, isValidFileSignature, parseDocumentFileName, signedFileUrl } from "../pdf";
import { integerOf, t, text } from "../text";
import { Failure, type Call, type Ctx, type Reply, type Routes } from "../types";

interface JobSiteRecord {
  id: number;
  name: string;
  cig: string | null;
  cup: string | null;
  address_code: string | null;
}

function wire(site: JobSiteRecord) {
  return { id_job_site: site.id, name: site.name, cig: site.cig ?? "", cup: site.cup ?? "", address_code: site.address_code ?? "" };
}

function ownJobSite(db: Database.Database, call: Call, customerId: string): JobSiteRecord {
  const site = db
    .prepare("SELECT id, name, cig, cup, address_code FROM job_sites WHERE id = ? AND customer_id = ?")
    .get(integerOf(call.body.id_job_site) ?? -1, customerId) as JobSiteRecord | undefined;
  if (!site) throw new Failure(hubError(404, t(call.lang, "Cantiere non trovato", "Job site not found")));
  return site;
}

function listJobSites(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const sites = ctx.db
    .prepare("SELECT id, name, cig, cup, address_code FROM job_sites WHERE customer_id = ? ORDER BY name COLLATE NOCASE, id")
    .all(customerId) as JobSiteRecord[];
  return message({ status: "success", data: sites.map(wire) });
}

/** A new job site, or a change of one (`id_job_site`): the name and codes checked, the name not another job site's. */
function saveJobSite(call: Call, ctx: Ctx): Reply {
  const { customerId, addressCode } = checkContext(call, ctx, { customerOnly: true });
  const existing = call.body.id_job_site === undefined || call.body.id_job_site === "" ? null : ownJobSite(ctx.db, call, customerId);
  const checked = checkedJobSite(call.body, call.lang);
  if ("refused" in checked) return hubError(422, checked.refused);
  const twin = ctx.db
    .prepare("SELECT 1 FROM job_sites WHERE customer_id = ? AND name = ? COLLATE NOCASE AND id IS NOT ?")
    .get(customerId, checked.name, existing?.id ?? null);
  if (twin) return hubError(422, t(call.lang, `Esiste già un cantiere "${checked.name}"`, `There is already a job site "${checked.name}"`));
  const id = existing
    ? (ctx.db.prepare("UPDATE job_sites SET name = ?, cig = ?, cup = ? WHERE id = ?").run(checked.name, checked.cig, checked.cup, existing.id),
      existing.id)
    : Number(
        ctx.db
          .prepare("INSERT INTO job_sites (customer_id, name, cig, cup, address_code, created_at) VALUES (?, ?, ?, ?, ?, ?)")
          .run(customerId, checked.name, checked.cig, checked.cup, addressCode, ctx.now().toISOString()).lastInsertRowid,
      );
  const saved = ctx.db.prepare("SELECT id, name, cig, cup, address_code FROM job_sites WHERE id = ?").get(id) as JobSiteRecord;
  return message({ status: "success", ...wire(saved) });
}

function deleteJobSite(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const site = ownJobSite(ctx.db, call, customerId);
  ctx.db.prepare("DELETE FROM job_sites WHERE id = ?").run(site.id);
  return message({ status: "success" });
}

interface InvoiceRecord {
  id: number;
  customer_id: string;
  scope: string;
  year: number;
  number: number;
  issued_on: string;
  taxable: number;
  vat: number;
  total: number;
  job_site_name: string | null;
  job_site_cig: string | null;
  job_site_cup: string | null;
}

const INVOICE_SELECT = `SELECT id, customer_id, scope, year, number, issued_on, taxable, vat, total, job_site_name, job_site_cig, job_site_cup
  FROM documents WHERE scope IN ('F', 'NC') AND scope = ? AND year = ? AND number = ?`;

/** hub account/invoice_xml: as invoice_pdf, a signed link to the invoice's FatturaPA XML (404 unknown, 403 someone else's). */
function invoiceXmlLink(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const invoice = ctx.db.prepare(INVOICE_SELECT).get(text(call.body.scope), integerOf(call.body.year), integerOf(call.body.number)) as
    InvoiceRecord | undefined;
  if (!invoice) return hubError(404, t(call.lang, "Documento non trovato", "Document not found"));
  if (invoice.customer_id !== customerId) return hubError(403, t(call.lang, "Documento di un altro cliente", "Document of another customer"));
  const extension = ctx.dialect === "varying" ? "xml.p7m" : "xml";
  const path = `/files/einvoices/${documentFileName(invoice.scope, invoice.year, invoice.number)}.${extension}`;
  return message({ success: true, message: signedFileUrl(ctx.baseUrl, path, ctx.appToken, ctx.now()) });
}

const XML_NAME = /^((?:F|NC)-\d{4}-\d{1,9})\.(xml|xml\.p7m)$/;

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const amount = (value: number) => value.toFixed(2);

/** A small FatturaPA (FPR12) of the invoice: parties, general data, the job site's CIG and CUP, lines and the VAT summary. */
function fatturaPa(db: Database.Database, invoice: InvoiceRecord): string {
  const customer = db
    .prepare("SELECT company, vat, tax_code, sdi, pec, street, city, postal_code, province FROM customers WHERE id = ?")
    .get(invoice.customer_id) as {
    company: string;
    vat: string;
    tax_code: string;
    sdi: string;
    pec: string;
    street: string;
    city: string;
    postal_code: string;
    province: string;
  };
  const rows = db
    .prepare("SELECT row_no, description, unit, quantity, unit_net, net FROM document_rows WHERE document_id = ? ORDER BY row_no")
    .all(invoice.id) as { row_no: number; description: string; unit: string; quantity: number; unit_net: number; net: number }[];
  const vatCode = (value: string) => value.replace(/^IT/, "");
  const purchase =
    invoice.job_site_name && (invoice.job_site_cig || invoice.job_site_cup)
      ? `<DatiOrdineAcquisto><IdDocumento>${escapeXml(invoice.job_site_name.slice(0, 20))}</IdDocumento>${
          invoice.job_site_cup ? `<CodiceCUP>${invoice.job_site_cup}</CodiceCUP>` : ""
        }${invoice.job_site_cig ? `<CodiceCIG>${invoice.job_site_cig}</CodiceCIG>` : ""}</DatiOrdineAcquisto>`
      : "";
  const lines = rows
    .map(
      (row) =>
        `<DettaglioLinee><NumeroLinea>${row.row_no}</NumeroLinea><Descrizione>${escapeXml(row.description)}</Descrizione>` +
        `<Quantita>${amount(row.quantity)}</Quantita>${row.unit ? `<UnitaMisura>${escapeXml(row.unit)}</UnitaMisura>` : ""}` +
        `<PrezzoUnitario>${amount(row.unit_net)}</PrezzoUnitario><PrezzoTotale>${amount(row.net)}</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
<FatturaElettronicaHeader>
<DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>${vatCode(COMPANY.vat)}</IdCodice></IdTrasmittente><ProgressivoInvio>${invoice.number}</ProgressivoInvio><FormatoTrasmissione>FPR12</FormatoTrasmissione><CodiceDestinatario>${escapeXml(customer.sdi || "0000000")}</CodiceDestinatario>${customer.sdi ? "" : `<PECDestinatario>${escapeXml(customer.pec)}</PECDestinatario>`}</DatiTrasmissione>
<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${vatCode(COMPANY.vat)}</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>${escapeXml(COMPANY.name)}</Denominazione></Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici><Sede><Indirizzo>${escapeXml(COMPANY.street)}</Indirizzo><CAP>${COMPANY.postalCode}</CAP><Comune>${COMPANY.city}</Comune><Provincia>${COMPANY.province}</Provincia><Nazione>IT</Nazione></Sede></CedentePrestatore>
<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${escapeXml(vatCode(customer.vat))}</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>${escapeXml(customer.company)}</Denominazione></Anagrafica></DatiAnagrafici><Sede><Indirizzo>${escapeXml(customer.street)}</Indirizzo><CAP>${escapeXml(customer.postal_code)}</CAP><Comune>${escapeXml(customer.city)}</Comune><Provincia>${escapeXml(customer.province)}</Provincia><Nazione>IT</Nazione></Sede></CessionarioCommittente>
</FatturaElettronicaHeader>
<FatturaElettronicaBody>
<DatiGenerali><DatiGeneraliDocumento><TipoDocumento>${invoice.scope === "NC" ? "TD04" : "TD01"}</TipoDocumento><Divisa>EUR</Divisa><Data>${invoice.issued_on}</Data><Numero>${invoice.scope}/${invoice.year}/${invoice.number}</Numero><ImportoTotaleDocumento>${amount(invoice.total)}</ImportoTotaleDocumento></DatiGeneraliDocumento>${purchase}</DatiGenerali>
<DatiBeniServizi>${lines}<DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>${amount(invoice.taxable)}</ImponibileImporto><Imposta>${amount(invoice.vat)}</Imposta><EsigibilitaIVA>I</EsigibilitaIVA></DatiRiepilogo></DatiBeniServizi>
</FatturaElettronicaBody>
</p:FatturaElettronica>
`;
}

/** GET /files/einvoices/<F-2026-90540>.xml (or .xml.p7m)?expires=..&sig=..: the XML, only through a valid signed link. */
function invoiceXml(call: Call, ctx: Ctx): Reply {
  const name = call.path.slice(call.path.lastIndexOf("/") + 1);
  const match = XML_NAME.exec(name);
  if (!match || !isValidFileSignature(call.path, call.query.get("expires"), call.query.get("sig"), ctx.appToken, ctx.now())) {
    return { status: 403, raw: { contentType: "text/plain; charset=utf-8", body: "Forbidden" } };
  }
  const key = parseDocumentFileName(match[1]!);
  const invoice = key ? (ctx.db.prepare(INVOICE_SELECT).get(key.scope, key.year, key.number) as InvoiceRecord | undefined) : undefined;
  if (!invoice) return { status: 404, raw: { contentType: "text/plain; charset=utf-8", body: "Not found" } };
  return {
    raw: {
      contentType: match[2] === "xml" ? "application/xml; charset=utf-8" : "application/pkcs7-mime",
      body: Buffer.from(fatturaPa(ctx.db, invoice)),
      headers: { "Content-Disposition": `inline; filename="${name}"`, "Cache-Control": "private, no-store" },
    },
  };
}

export const routes: Routes = {
  "POST /hub/account/job_sites": listJobSites,
  "POST /hub/account/job_site_save": saveJobSite,
  "POST /hub/account/job_site_delete": deleteJobSite,
  "POST /hub/account/invoice_xml": invoiceXmlLink,
  "GET /files/einvoices/*": invoiceXml,
};
