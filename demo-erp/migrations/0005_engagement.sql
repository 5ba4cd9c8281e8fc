-- Wishlists, newsletter sign-ups, contact requests and tracking events.

CREATE TABLE wishlist (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  sku TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (customer_id, sku)
);

CREATE TABLE newsletter (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  lang TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  consent INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  stream TEXT NOT NULL CHECK (stream IN ('cart', 'search')),
  topic TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL DEFAULT '',
  record TEXT NOT NULL,                     -- JSON
  received_at TEXT NOT NULL
);
