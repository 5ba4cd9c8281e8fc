// Articles of the run's demo ERP, read straight from its database (the default dialect's; the
// generated catalogue is the same in both), for the HTTP and browser layers alike. No app imports:
// Playwright loads this too.
import path from "node:path";
import Database from "better-sqlite3";

/** The run's demo ERP's database file. */
export function demoErpDbPath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the run's shops are not running");
  return path.join(dataDir, "demo-erp.sqlite");
}

function read<T>(query: (db: Database.Database) => T): T {
  const db = new Database(demoErpDbPath(), { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

/** Orderable in stock, no variants: a line any customer can put in a cart. */
const ORDERABLE = `p.parent_id IS NULL AND p.status = 'DISPONIBILE' AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)`;

export interface Article {
  sku: string;
  children: string[];
  barcodes: string[];
}

/** The most popular parent article with children, related products, two pictures and a barcode. */
export function findParent(): Article {
  return read((db) => {
    const parent = db
      .prepare(
        `SELECT p.id, p.sku FROM products p
         WHERE p.parent_id IS NULL AND p.image_count > 1
           AND (SELECT COUNT(*) FROM products c WHERE c.parent_id = p.id) > 1
           AND EXISTS (SELECT 1 FROM product_links l WHERE l.product_id = p.id AND l.kind = 'related')
           AND EXISTS (SELECT 1 FROM barcodes b WHERE b.product_id = p.id)
         ORDER BY p.popularity DESC LIMIT 1`,
      )
      .get() as { id: number; sku: string };
    const children = db.prepare("SELECT sku FROM products WHERE parent_id = ? ORDER BY sku").all(parent.id) as { sku: string }[];
    const barcodes = db.prepare("SELECT ean FROM barcodes WHERE product_id = ? ORDER BY position").all(parent.id) as { ean: string }[];
    return { sku: parent.sku, children: children.map((row) => row.sku), barcodes: barcodes.map((row) => row.ean) };
  });
}

/** The `count` most popular orderable articles sold by the piece, 20 or more in stock, list price within `[minPrice, maxPrice]`. */
export function pieceArticles(count: number, { minPrice = 1, maxPrice = 100_000 } = {}): string[] {
  const rows = read(
    (db) =>
      db
        .prepare(
          `SELECT p.sku FROM products p WHERE ${ORDERABLE} AND p.packaging = 1 AND p.stock >= 20 AND p.price_a BETWEEN ? AND ? ORDER BY p.popularity DESC LIMIT ?`,
        )
        .all(minPrice, maxPrice, count) as { sku: string }[],
  );
  if (rows.length !== count) throw new Error(`only ${rows.length} of ${count} articles sold by the piece found`);
  return rows.map((row) => row.sku);
}

/** The most popular orderable article sold in packs of `packaging` or more, other than `exceptSku`. */
export function packedArticle(packaging = 6, exceptSku = ""): { sku: string; packaging: number } {
  return read(
    (db) =>
      db
        .prepare(
          `SELECT p.sku, p.packaging FROM products p WHERE ${ORDERABLE} AND p.packaging >= ? AND p.sku <> ? AND p.stock > 1000 ORDER BY p.popularity DESC LIMIT 1`,
        )
        .get(packaging, exceptSku) as { sku: string; packaging: number },
  );
}

/** An orderable article by the piece, no variants, with this status: 'IN ARRIVO' gives a late delivery date, 'ESAURITO' none. */
export function articleWithStatus(status: "IN ARRIVO" | "ESAURITO"): string {
  return read(
    (db) =>
      (
        db
          .prepare(
            `SELECT sku FROM products p WHERE p.packaging = 1 AND p.parent_id IS NULL AND p.status = ?
               AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id) ORDER BY p.popularity DESC LIMIT 1`,
          )
          .get(status) as { sku: string }
      ).sku,
  );
}

/** An article out of stock that can still be ordered (backorder), sold by the piece. */
export function outOfStockArticle(): string {
  return read(
    (db) =>
      (
        db
          .prepare(
            `SELECT sku FROM products p WHERE p.packaging = 1 AND p.parent_id IS NULL AND p.stock = 0 AND p.status <> 'FUORI PRODUZIONE'
               AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id) LIMIT 1`,
          )
          .get() as { sku: string }
      ).sku,
  );
}

/** A sold-out article (orderable, by the piece) the ERP names alternatives for: available articles of its family. */
export function soldOutArticle(): { sku: string; title: string } {
  return read(
    (db) =>
      db
        .prepare(
          `SELECT p.sku, p.title_en AS title FROM products p WHERE p.status = 'ESAURITO' AND p.packaging = 1 AND p.parent_id IS NULL
             AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)
             AND EXISTS (SELECT 1 FROM products a WHERE a.parent_id IS NULL AND a.status = 'DISPONIBILE' AND a.family_lev3 = p.family_lev3)
           ORDER BY p.id LIMIT 1`,
        )
        .get() as { sku: string; title: string },
  );
}

/** An orderable article sold in packs of 2 or more, with a barcode: what a shelf label carries. */
export function scannableArticle(): { sku: string; title: string; barcode: string; packaging: number } {
  return read(
    (db) =>
      db
        .prepare(
          `SELECT p.sku, p.title_en AS title, b.ean AS barcode, p.packaging FROM products p JOIN barcodes b ON b.product_id = p.id
           WHERE ${ORDERABLE} AND p.packaging >= 2 AND p.stock > 1000 ORDER BY p.popularity DESC, b.position LIMIT 1`,
        )
        .get() as { sku: string; title: string; barcode: string; packaging: number },
  );
}
