-- Customers, their delivery addresses and login tokens.
-- Dates are 'YYYY-MM-DD', instants ISO 8601 UTC text, money REAL euros rounded to cents.

CREATE TABLE customers (
  id TEXT PRIMARY KEY,                      -- "10001": Codice / client_id
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,              -- "scrypt$<salt hex>$<hash hex>"
  company TEXT NOT NULL,                    -- RagioneSociale
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  vat TEXT NOT NULL,                        -- PartitaIVA
  tax_code TEXT NOT NULL,                   -- CodiceFiscale
  pec TEXT NOT NULL DEFAULT '',
  sdi TEXT NOT NULL DEFAULT '',
  discount_code TEXT NOT NULL DEFAULT '',   -- CodiceScontoCliente, e.g. "30+10"
  price_list TEXT NOT NULL CHECK (price_list IN ('A', 'B', 'C')),
  discounts TEXT NOT NULL DEFAULT '[]',     -- JSON array of cascade percents
  min_order_amount REAL NOT NULL DEFAULT 0, -- net EUR; 0 = no minimum
  credit_limit REAL NOT NULL DEFAULT 0,     -- FidoTotale
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  province TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  fax TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  payment_method TEXT NOT NULL,
  payment_type TEXT NOT NULL,               -- deadline type: RBA, BB, RID
  payment_terms TEXT NOT NULL,              -- JSON array of days after invoice month end, e.g. [30, 60]
  port TEXT NOT NULL,
  carrier TEXT NOT NULL,
  agent_code TEXT NOT NULL DEFAULT '',
  agent_name TEXT NOT NULL DEFAULT ''
);

CREATE TABLE addresses (
  customer_id TEXT NOT NULL REFERENCES customers(id),
  code TEXT NOT NULL,                       -- "1", "2", ...
  description TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  province TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT 'IT',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  agent_code TEXT NOT NULL DEFAULT '',
  agent_name TEXT NOT NULL DEFAULT '',
  payment_method TEXT NOT NULL,
  port TEXT NOT NULL,
  carrier TEXT NOT NULL,
  extra_discount REAL NOT NULL DEFAULT 0,   -- percent added to the cascade at this address
  PRIMARY KEY (customer_id, code)
);

CREATE TABLE tokens (
  token TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL               -- unix milliseconds
);
CREATE INDEX tokens_expiry ON tokens(expires_at);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  created_at TEXT NOT NULL
);

CREATE TABLE registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  vat TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  tax_code TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  province TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  consent INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
