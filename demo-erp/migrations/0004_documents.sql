-- Invoices (F), credit notes (NC), transport documents (B) and payment deadlines.

CREATE TABLE documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  address_code TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('F', 'NC', 'B')),
  year INTEGER NOT NULL,
  number INTEGER NOT NULL,
  issued_on TEXT NOT NULL,
  type_bar_code TEXT NOT NULL CHECK (type_bar_code IN ('I', 'D')), -- accompanying / deferred
  order_id INTEGER REFERENCES orders(id),
  invoice_id INTEGER REFERENCES documents(id), -- a DDT: the deferred invoice that billed it
  taxable REAL NOT NULL,                    -- negative for credit notes
  vat REAL NOT NULL,
  total REAL NOT NULL,
  UNIQUE (scope, year, number)
);
CREATE INDEX documents_customer ON documents(customer_id, scope, issued_on);

CREATE TABLE document_rows (
  document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  row_no INTEGER NOT NULL,
  sku TEXT,                                 -- null for text rows (DDT references, transport)
  description TEXT NOT NULL,
  unit TEXT NOT NULL DEFAULT '',
  quantity REAL NOT NULL DEFAULT 0,
  unit_net REAL NOT NULL DEFAULT 0,
  net REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (document_id, row_no)
);

CREATE TABLE payment_deadlines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  document_id INTEGER NOT NULL REFERENCES documents(id),
  due_on TEXT NOT NULL,
  description TEXT NOT NULL,
  type TEXT NOT NULL,                       -- RBA, BB, RID
  amount REAL NOT NULL,                     -- this instalment
  paid INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX payment_deadlines_customer ON payment_deadlines(customer_id, paid, due_on);
