-- The customer's search settings (ERP-CONTRACT.md, U.get_search_settings / U.set_search_settings):
-- one row per customer and delivery address once saved; without a row the ERP answers its defaults.
-- The administrator's lock is set by the distributor (in the demo: POST /__demo/search-settings-lock).

CREATE TABLE search_settings (
  customer_id TEXT NOT NULL REFERENCES customers(id),
  address_code TEXT NOT NULL,
  disable_gross_price_view INTEGER NOT NULL DEFAULT 1,
  admin_disable_gross_price_view INTEGER NOT NULL DEFAULT 0,
  disable_autocomplete INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (customer_id, address_code)
);
