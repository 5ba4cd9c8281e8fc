-- The catalogue: families, brands, promotions, products, barcodes, links and the search index.
-- Written once by the seed (demo-erp/seed/catalog.ts) and never changed afterwards.

CREATE TABLE families (
  code TEXT PRIMARY KEY,
  level INTEGER NOT NULL CHECK (level IN (1, 2, 3)),
  parent_code TEXT REFERENCES families (code),
  name_it TEXT NOT NULL,
  name_en TEXT NOT NULL,
  colour TEXT NOT NULL,
  pictogram TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE brands (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  colour TEXT NOT NULL,
  position INTEGER NOT NULL
);

-- A promotion is valid every month from from_day to to_day (31 = the month's last day), so its
-- window is derived from the date of each request and never goes stale.
CREATE TABLE promotions (
  code INTEGER PRIMARY KEY,
  title_it TEXT NOT NULL,
  title_en TEXT NOT NULL,
  from_day INTEGER NOT NULL CHECK (from_day BETWEEN 1 AND 31),
  to_day INTEGER NOT NULL CHECK (to_day BETWEEN 1 AND 31)
);

-- The quantity breaks of a promotion: from min_quantity on, `discount` percent off.
CREATE TABLE promotion_rows (
  promo_code INTEGER NOT NULL REFERENCES promotions (code),
  row INTEGER NOT NULL,
  min_quantity INTEGER NOT NULL,
  discount REAL NOT NULL,
  PRIMARY KEY (promo_code, row)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES products (id),
  title_it TEXT NOT NULL,
  title_en TEXT NOT NULL,
  base_it TEXT NOT NULL,
  base_en TEXT NOT NULL,
  long_it TEXT NOT NULL,
  long_en TEXT NOT NULL,
  material_it TEXT,
  material_en TEXT,
  unit TEXT NOT NULL,
  packaging INTEGER NOT NULL CHECK (packaging >= 1),
  model TEXT NOT NULL,
  brand_code TEXT NOT NULL REFERENCES brands (code),
  family_lev1 TEXT NOT NULL REFERENCES families (code),
  family_lev2 TEXT NOT NULL REFERENCES families (code),
  family_lev3 TEXT NOT NULL REFERENCES families (code),
  status TEXT NOT NULL CHECK (status IN ('DISPONIBILE', 'IN ARRIVO', 'ESAURITO', 'FUORI PRODUZIONE')),
  stock INTEGER NOT NULL,
  is_new INTEGER NOT NULL,
  next_insert INTEGER NOT NULL,
  available_again INTEGER NOT NULL,
  -- colour code (COLOURS in seed/catalog-data.ts); size in Italian notation (the filter value) and in English
  color TEXT,
  size TEXT,
  size_en TEXT,
  id_type TEXT NOT NULL,
  id_subtype TEXT NOT NULL,
  promo_code INTEGER REFERENCES promotions (code),
  price_a REAL NOT NULL,
  price_b REAL NOT NULL,
  price_c REAL NOT NULL,
  -- days since the article entered the catalogue (the "newest" sort)
  age_days INTEGER NOT NULL,
  -- the default order when there is no text to rank by
  popularity INTEGER NOT NULL,
  pictogram TEXT NOT NULL,
  image_count INTEGER NOT NULL,
  -- comma list of the documents the article has: scheda, ce, sicurezza
  docs TEXT NOT NULL
);
CREATE INDEX products_parent ON products (parent_id);

CREATE TABLE barcodes (
  ean TEXT PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL
);
CREATE INDEX barcodes_product ON barcodes (product_id);

CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products (id),
  kind TEXT NOT NULL CHECK (kind IN ('related', 'accessory')),
  position INTEGER NOT NULL,
  linked_id INTEGER NOT NULL REFERENCES products (id),
  PRIMARY KEY (product_id, kind, position)
);

-- One document per top-level article; its children's codes, barcodes and titles are folded in, so
-- a search for a child's code finds its parent. Contentless: only rowid and rank are read.
CREATE VIRTUAL TABLE products_fts USING fts5 (
  title_it, title_en, codes, brand,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
