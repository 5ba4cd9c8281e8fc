import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDb } from "./db";
import { guestProfile, priceFor } from "./pricing";
import { seedCatalog } from "./seed/catalog";

const db = openDb(":memory:");
migrate(db);
seedCatalog(db, { items: 800 });
afterAll(() => db.close());

const IN_WINDOW = new Date("2026-03-10T10:00:00Z");
const OUT_OF_WINDOW = new Date("2026-03-20T10:00:00Z");

interface Article {
  sku: string;
  price_a: number;
  price_b: number;
  promo_code: number | null;
}

const LEAF = "status = 'DISPONIBILE' AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)";
const plain = db
  .prepare(`SELECT sku, price_a, price_b, promo_code FROM products p WHERE promo_code IS NULL AND price_a > 5 AND ${LEAF} LIMIT 1`)
  .get() as Article;
/** An article of a three-row promotion that runs on days 1 to 15 of every month. */
const promoted = db
  .prepare(
    `SELECT sku, price_a, price_b, promo_code FROM products p JOIN promotions pr ON pr.code = p.promo_code
      WHERE pr.from_day = 1 AND pr.to_day = 15 AND (SELECT COUNT(*) FROM promotion_rows r WHERE r.promo_code = pr.code) = 3 AND ${LEAF} LIMIT 1`,
  )
  .get() as Article;
const rows = db.prepare("SELECT row, min_quantity, discount FROM promotion_rows WHERE promo_code = ? ORDER BY row").all(promoted.promo_code) as {
  row: number;
  min_quantity: number;
  discount: number;
}[];

describe("priceFor", () => {
  it("gives the list price to a guest", () => {
    const price = priceFor(db, plain.sku, guestProfile, 1, IN_WINDOW, "it")!;
    expect(price).toMatchObject({
      price: plain.price_a,
      price_discount: plain.price_a,
      net_price: plain.price_a,
      vat_percent: 22,
      is_promo: false,
      promo_code: 0,
      promo_row: 0,
    });
    expect(price.gross_price).toBe(Math.round(plain.price_a * 122) / 100);
    expect(price.discount).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("applies the customer's price list and cascade discounts", () => {
    const price = priceFor(db, plain.sku, { priceList: "B", discounts: [30, 10] }, 1, IN_WINDOW, "it")!;
    expect(price.price).toBe(plain.price_b);
    expect(price.price_discount).toBe(Math.round(plain.price_b * 0.7 * 0.9 * 100) / 100);
    expect(price.discount).toEqual([30, 10, 0, 0, 0, 0]);
  });

  it("takes the best quantity break the quantity reaches", () => {
    const cascade = promoted.price_a * 0.8;
    const expected = (discount: number) => Math.round(cascade * (1 - discount / 100) * 100) / 100;
    const profile = { priceList: "A" as const, discounts: [20] };
    for (const row of rows) {
      const price = priceFor(db, promoted.sku, profile, row.min_quantity, IN_WINDOW, "en")!;
      expect(price).toMatchObject({ is_promo: true, promo_code: promoted.promo_code, promo_row: row.row, price_discount: expected(row.discount) });
    }
    const price = priceFor(db, promoted.sku, profile, rows[1]!.min_quantity - 1, IN_WINDOW, "en")!;
    expect(price.promo_row).toBe(1);
    expect(price.promo_rows.map((row) => row.min_quantity)).toEqual(rows.map((row) => row.min_quantity));
    expect(price.promo_title).toMatch(/flash sale/);
  });

  it("uses a requested promotion row when the quantity reaches it, else the best one", () => {
    const big = rows[2]!.min_quantity;
    expect(priceFor(db, promoted.sku, guestProfile, big, IN_WINDOW, "it", { code: promoted.promo_code!, row: 1 })!.promo_row).toBe(1);
    expect(priceFor(db, promoted.sku, guestProfile, 1, IN_WINDOW, "it", { code: promoted.promo_code!, row: 3 })!.promo_row).toBe(1);
    expect(priceFor(db, promoted.sku, guestProfile, big, IN_WINDOW, "it", { code: 99, row: 1 })!.promo_row).toBe(3);
  });

  it("applies a promotion only inside its window, derived from the date's month", () => {
    const inside = priceFor(db, promoted.sku, guestProfile, 1, IN_WINDOW, "it")!;
    expect(inside).toMatchObject({ start_promo_date: "2026-03-01", end_promo_date: "2026-03-15" });
    const outside = priceFor(db, promoted.sku, guestProfile, 1, OUT_OF_WINDOW, "it")!;
    expect(outside).toMatchObject({
      is_promo: false,
      promo_code: 0,
      promo_row: 0,
      start_promo_date: null,
      end_promo_date: null,
      promo_rows: [],
      price_discount: promoted.price_a,
    });
    const nextMonth = priceFor(db, promoted.sku, guestProfile, 1, new Date("2027-02-03T10:00:00Z"), "it")!;
    expect(nextMonth).toMatchObject({ is_promo: true, start_promo_date: "2027-02-01", end_promo_date: "2027-02-15" });
  });

  it("refuses the cart for discontinued articles and parents, and knows no unknown code", () => {
    const discontinued = db.prepare("SELECT sku FROM products WHERE status = 'FUORI PRODUZIONE' LIMIT 1").pluck().get() as string;
    expect(priceFor(db, discontinued, guestProfile, 1, IN_WINDOW, "en")!.product_label_action).toEqual({ LABEL: "Discontinued", ADD_TO_CART: false });
    const parent = db.prepare("SELECT DISTINCT p.sku FROM products p JOIN products c ON c.parent_id = p.id LIMIT 1").pluck().get() as string;
    expect(priceFor(db, parent, guestProfile, 1, IN_WINDOW, "it")!.product_label_action.ADD_TO_CART).toBe(false);
    expect(priceFor(db, plain.sku, guestProfile, 1, IN_WINDOW, "it")!.product_label_action).toEqual({
      LABEL: "Aggiungi al carrello",
      ADD_TO_CART: true,
    });
    expect(priceFor(db, "NOPE1", guestProfile, 1, IN_WINDOW, "it")).toBeNull();
  });
});
