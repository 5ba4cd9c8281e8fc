-- Delivery dates (ERP-CONTRACT.md "Delivery dates, cart checks and customer settings"): the day a
-- cart row is to be delivered, recorded by the row's first availability check or the customer's
-- later day ('YYYY-MM-DD'; NULL: never checked).
ALTER TABLE cart_rows ADD COLUMN delivery_date TEXT;
