// The cart as the browser tests prepare it: lines put in a (signed-in, own) customer's cart by
// posting the cart action through the context's request (no page load), and articles of the run's
// demo ERP read from its database.
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type BrowserContext } from "@playwright/test";
import type { ShopAddress } from "../../support/shops";

/** Adds each article, `quantity` of it, with the card's form fields, as a JavaScript-off browser posts them (303 back). */
export async function addToCart(context: BrowserContext, shop: ShopAddress, lines: Array<{ sku: string; quantity: number }>): Promise<void> {
  for (const { sku, quantity } of lines) {
    const response = await context.request.post(`${shop.url}/en/cart`, {
      form: { intent: "add", sku, quantity: String(quantity), redirectTo: "/en/pages/cart?tab=active" },
      headers: { origin: shop.url },
      maxRedirects: 0,
    });
    expect(response.status(), `adding ${sku}: ${await response.text()}`).toBe(303);
  }
}

/** The run's demo ERP's database file (the default dialect's; the catalogue is the same in both). */
export function demoErpDbPath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright global setup");
  return path.join(dataDir, "demo-erp.sqlite");
}

/**
 * The `count` most popular orderable articles without variants sold by the piece, 20 or more in
 * stock, list price within `[minPrice, maxPrice]`, of the run's demo ERP (or the one at `dbPath`).
 */
export function pieceArticles(count: number, { minPrice = 1, maxPrice = 100_000, dbPath = demoErpDbPath() } = {}): string[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT p.sku FROM products p
         WHERE p.packaging = 1 AND p.parent_id IS NULL AND p.status = 'DISPONIBILE' AND p.stock >= 20
           AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)
           AND p.price_a BETWEEN ? AND ?
         ORDER BY p.popularity DESC LIMIT ?`,
      )
      .all(minPrice, maxPrice, count) as { sku: string }[];
    expect(rows).toHaveLength(count);
    return rows.map((row) => row.sku);
  } finally {
    db.close();
  }
}
