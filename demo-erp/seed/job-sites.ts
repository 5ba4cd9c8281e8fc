// Seeds each customer's job sites (one public work with CIG and CUP at the first address, one private
// without codes, one with a CIG alone at the last address), carries them on some orders and on those
// orders' DDTs and invoices (a deferred invoice carries its DDTs' job site when they share one), and
// gives every invoice and credit note its state at the exchange system: the newest invoice sent, the
// next not delivered, the third rejected, the older ones and the credit notes delivered. Deterministic, without the history's
// random draws, so that the rest of the history stays as it was.
import type Database from "better-sqlite3";
import type { DemoCustomer } from "../customers";
import { addDays } from "../dates";

const JOB_SITES = [
  { name: "Scuola media G. Pascoli - ampliamento", cig: "7A1B2C3D4E", cup: "J51B21000120005", at: "first" },
  { name: "Condominio Aurora - facciate", cig: null, cup: null, at: null },
  { name: "Ponte SP12 - manutenzione", cig: "8C2D3E4F5A", cup: null, at: "last" },
] as const;

const SDI_OF_NEWEST = ["INVIATA", "MANCATA_CONSEGNA", "SCARTATA"] as const;

export function insertJobSitesAndSdi(db: Database.Database, customers: readonly DemoCustomer[], now: Date): void {
  const insertSite = db.prepare("INSERT INTO job_sites (customer_id, name, cig, cup, address_code, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  const orderIds = db.prepare("SELECT id FROM orders WHERE customer_id = ? ORDER BY registered_on DESC, number DESC").pluck();
  const markOrder = db.prepare("UPDATE orders SET job_site_name = ?, job_site_cig = ?, job_site_cup = ? WHERE id = ?");
  const documentsOfOrders = db.prepare(
    `UPDATE documents SET (job_site_name, job_site_cig, job_site_cup) =
       (SELECT o.job_site_name, o.job_site_cig, o.job_site_cup FROM orders o WHERE o.id = documents.order_id)
      WHERE customer_id = ? AND order_id IS NOT NULL`,
  );
  const deferredInvoices = db.prepare(
    `UPDATE documents SET (job_site_name, job_site_cig, job_site_cup) =
       (SELECT MIN(b.job_site_name), MIN(b.job_site_cig), MIN(b.job_site_cup) FROM documents b WHERE b.invoice_id = documents.id
        HAVING COUNT(DISTINCT COALESCE(b.job_site_name, '')) = 1)
      WHERE customer_id = ? AND scope = 'F' AND order_id IS NULL`,
  );
  const invoices = db.prepare(
    "SELECT id, scope, issued_on FROM documents WHERE customer_id = ? AND scope IN ('F', 'NC') ORDER BY issued_on DESC, number DESC",
  );
  const markSdi = db.prepare("UPDATE documents SET sdi_status = ?, sdi_date = ? WHERE id = ?");
  for (const customer of customers) {
    const sites = JOB_SITES.map((site) => {
      const address = site.at === "first" ? customer.addresses[0] : site.at === "last" ? customer.addresses.at(-1) : undefined;
      insertSite.run(customer.id, site.name, site.cig, site.cup, address?.code ?? null, now.toISOString());
      return site;
    });
    // Of every four orders, newest first, three carry a job site: the recent open ones included.
    (orderIds.all(customer.id) as number[]).forEach((orderId, index) => {
      const site = sites[index % 4];
      if (site) markOrder.run(site.name, site.cig, site.cup, orderId);
    });
    documentsOfOrders.run(customer.id);
    deferredInvoices.run(customer.id);
    const documents = invoices.all(customer.id) as { id: number; scope: string; issued_on: string }[];
    documents.forEach((invoice) => {
      const index = documents.filter((other) => other.scope === "F").indexOf(invoice);
      const status = SDI_OF_NEWEST[index] ?? "CONSEGNATA";
      markSdi.run(status, status === "INVIATA" ? invoice.issued_on : addDays(invoice.issued_on, 1), invoice.id);
    });
  }
}
