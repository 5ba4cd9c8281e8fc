-- Declarations of intent (dichiarazioni d'intento, ERP-CONTRACT.md "Italian trade paperwork"): a
-- habitual exporter buys without VAT up to the declared amount (plafond). One declaration per customer
-- and year; `used` is what the customer bought under it. Agents' commissions need no table: the demo
-- ERP works them out from the invoices and their payment deadlines (modules/commissions.ts).

CREATE TABLE vat_exemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  protocol TEXT NOT NULL,                   -- the revenue agency's receipt: 17 digits, a dash, 6 digits
  protocol_date TEXT NOT NULL,              -- 'YYYY-MM-DD'
  year INTEGER NOT NULL,
  amount REAL NOT NULL,
  used REAL NOT NULL DEFAULT 0,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  UNIQUE (customer_id, year)
);
