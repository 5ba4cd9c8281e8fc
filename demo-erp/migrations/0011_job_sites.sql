-- Job sites (cantieri) with their CIG and CUP, carried from order to DDT to invoice, and the
-- e-invoices' state at the exchange system (ERP-CONTRACT.md, "Italian trade paperwork (proposed)").
-- An order keeps the job site it was sent with (send_order's `job_site` is a name and codes, not an
-- id), and a document keeps its order's; deleting a job site leaves the paperwork as it was.

CREATE TABLE job_sites (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  name TEXT NOT NULL,
  cig TEXT,                 -- 10 letters or digits
  cup TEXT,                 -- 15 letters or digits
  address_code TEXT,        -- the delivery address it was saved at, if any
  created_at TEXT NOT NULL
);
CREATE INDEX job_sites_customer ON job_sites(customer_id);

ALTER TABLE orders ADD COLUMN job_site_name TEXT;
ALTER TABLE orders ADD COLUMN job_site_cig TEXT;
ALTER TABLE orders ADD COLUMN job_site_cup TEXT;

ALTER TABLE documents ADD COLUMN job_site_name TEXT;
ALTER TABLE documents ADD COLUMN job_site_cig TEXT;
ALTER TABLE documents ADD COLUMN job_site_cup TEXT;
-- Invoices and credit notes: INVIATA, CONSEGNATA, MANCATA_CONSEGNA or SCARTATA, and since when.
ALTER TABLE documents ADD COLUMN sdi_status TEXT;
ALTER TABLE documents ADD COLUMN sdi_date TEXT;
