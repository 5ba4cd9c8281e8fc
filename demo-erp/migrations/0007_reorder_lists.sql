-- Reorder lists (ERP-CONTRACT.md "Reorder lists (proposed)"): named lists of articles per customer
-- that ordering does not use up. A row remembers the agent who added it (NULL: the customer did).

CREATE TABLE reorder_lists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  agent_code TEXT,                          -- the agent who made the list, NULL: the customer
  UNIQUE (customer_id, name COLLATE NOCASE)
);

CREATE TABLE reorder_list_rows (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  list_id INTEGER NOT NULL REFERENCES reorder_lists(id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL,                -- pieces; pack rounding happens when the list is ordered
  note TEXT NOT NULL DEFAULT '',
  agent_code TEXT,                          -- the agent who added the row, NULL: the customer
  created_at TEXT NOT NULL,
  UNIQUE (list_id, sku)
);
