// Articles of the e2e shop's demo ERP, read straight from its database (the global setup's data dir).
import path from "node:path";
import Database from "better-sqlite3";

export interface Article {
  sku: string;
  children: string[];
  barcodes: string[];
}

/** The demo ERP's most popular parent article with children, related products and two pictures. */
export function findParent(): Article {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright global setup");
  const db = new Database(path.join(dataDir, "demo-erp.sqlite"), { readonly: true, fileMustExist: true });
  try {
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
  } finally {
    db.close();
  }
}

/** An orderable article without variants sold in packs of `packaging` (or more), other than `exceptSku`, from a demo ERP database. */
export function findPackedArticle(dbPath: string, packaging = 6, exceptSku = ""): { sku: string; packaging: number } {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT p.sku, p.packaging FROM products p
         WHERE p.packaging >= ? AND p.sku <> ? AND p.status = 'DISPONIBILE' AND p.stock > 1000
           AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)
         ORDER BY p.popularity DESC LIMIT 1`,
      )
      .get(packaging, exceptSku) as { sku: string; packaging: number };
  } finally {
    db.close();
  }
}

/** An orderable article without variants, sold in packs of 2 or more, with a barcode: what a shelf label carries. */
export function findScannableArticle(): { sku: string; title: string; barcode: string; packaging: number } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright global setup");
  const db = new Database(path.join(dataDir, "demo-erp.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT p.sku, p.title_en AS title, b.ean AS barcode, p.packaging FROM products p JOIN barcodes b ON b.product_id = p.id
         WHERE p.parent_id IS NULL AND p.packaging >= 2 AND p.status = 'DISPONIBILE' AND p.stock > 1000
           AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)
         ORDER BY p.popularity DESC, b.position LIMIT 1`,
      )
      .get() as { sku: string; title: string; barcode: string; packaging: number };
  } finally {
    db.close();
  }
}
