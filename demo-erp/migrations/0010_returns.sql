-- Return requests (RMA, ERP-CONTRACT.md "Italian trade paperwork", account/return_create and the
-- calls around it): a request of a customer, its rows (each a line of one of the customer's delivery
-- documents: a DDT or an accompanying invoice), its history of states and its attachments.

CREATE TABLE returns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  rma_number TEXT NOT NULL UNIQUE,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  address_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('REQUESTED', 'AUTHORIZED', 'PARTLY_AUTHORIZED', 'DENIED', 'RECEIVED', 'CLOSED')),
  resolution TEXT NOT NULL CHECK (resolution IN ('REPLACE', 'CREDIT', 'REPAIR')),
  note TEXT NOT NULL DEFAULT '',
  agent_code TEXT,                          -- the sales agent who opened it for the customer
  created_at TEXT NOT NULL                  -- 'YYYY-MM-DD HH:MM:SS', Rome time
);
CREATE INDEX returns_customer ON returns(customer_id, created_at);

CREATE TABLE return_rows (
  return_id INTEGER NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
  row_no INTEGER NOT NULL,
  document_id INTEGER NOT NULL REFERENCES documents(id),
  document_row INTEGER NOT NULL,            -- document_rows.row_no: the contract's id_riga
  quantity REAL NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('WRONG_ITEM', 'DAMAGED', 'DEFECTIVE', 'NOT_ORDERED', 'OTHER')),
  authorized_quantity REAL,
  received_quantity REAL,
  PRIMARY KEY (return_id, row_no)
);
CREATE INDEX return_rows_line ON return_rows(document_id, document_row);

CREATE TABLE return_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  return_id INTEGER NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);

CREATE TABLE return_attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  return_id INTEGER NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL
);
