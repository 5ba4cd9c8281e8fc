-- Carts (active, saved, ordered), orders and coupons.

CREATE TABLE carts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  address_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'saved', 'ordered')),
  name TEXT NOT NULL DEFAULT '',
  coupon_code TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One active cart per customer and address.
CREATE UNIQUE INDEX carts_one_active ON carts(customer_id, address_code) WHERE status = 'active';
CREATE INDEX carts_owner ON carts(customer_id, address_code, status);

CREATE TABLE cart_rows (
  id INTEGER PRIMARY KEY AUTOINCREMENT,     -- row_id
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  promo_code INTEGER NOT NULL DEFAULT 0,
  promo_row INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX cart_rows_line ON cart_rows(cart_id, product_id, promo_code, promo_row);

CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  description_it TEXT NOT NULL,
  description_en TEXT NOT NULL,
  percent REAL NOT NULL,
  min_net REAL NOT NULL DEFAULT 0,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL
);
INSERT INTO coupons (code, description_it, description_en, percent, min_net, valid_from, valid_to) VALUES
  ('BENVENUTO10', 'Benvenuto: 10% di sconto sull''imponibile', 'Welcome: 10% off the net amount', 10, 0, '2020-01-01', '2099-12-31'),
  ('FERRAMENTA5', 'Ferramenta: 5% di sconto da 100 EUR di imponibile', 'Hardware: 5% off from 100 EUR net', 5, 100, '2020-01-01', '2099-12-31'),
  ('SCADUTO', 'Promozione scaduta', 'Expired promotion', 15, 0, '2020-01-01', '2020-12-31');

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id),
  address_code TEXT NOT NULL,
  causale TEXT NOT NULL,                    -- CausaleDocDefinitivo
  year INTEGER NOT NULL,                    -- AnnoDocDefinitivo
  number INTEGER NOT NULL,                  -- NumeroDocDefinitivo
  registered_on TEXT NOT NULL,              -- DataRegistrazione
  delivery_on TEXT NOT NULL,                -- DataConsegna
  status TEXT NOT NULL CHECK (status IN ('IA', 'NE', 'EV', 'PR', 'AN')),
  cart_id INTEGER,                          -- IDCarrello (shop orders)
  delivery_type TEXT NOT NULL DEFAULT 'SHIPPING_GOOD',
  payment_method TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  coupon_code TEXT,
  net REAL NOT NULL,
  transport REAL NOT NULL,
  vat REAL NOT NULL,
  total REAL NOT NULL,
  quantity INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('seed', 'shop')),
  created_at TEXT NOT NULL,
  UNIQUE (causale, year, number)
);
CREATE INDEX orders_customer ON orders(customer_id, registered_on);
CREATE UNIQUE INDEX orders_cart ON orders(cart_id) WHERE cart_id IS NOT NULL;

CREATE TABLE order_rows (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  row_no INTEGER NOT NULL,
  sku TEXT NOT NULL,
  description TEXT NOT NULL,
  unit TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  delivered INTEGER NOT NULL DEFAULT 0,
  list_price REAL NOT NULL,                 -- unit list price
  discount TEXT NOT NULL DEFAULT '',        -- cascade applied, e.g. "30+10"
  unit_net REAL NOT NULL,                   -- unit price after discounts and promotion
  net REAL NOT NULL,                        -- unit_net x quantity
  promo_code INTEGER NOT NULL DEFAULT 0,
  promo_row INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, row_no)
);
CREATE INDEX order_rows_sku ON order_rows(sku);
