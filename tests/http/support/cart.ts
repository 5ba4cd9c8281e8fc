// The cart as a JavaScript-off browser works it: forms found on the page by their buttons and fields,
// sent with what the browser sends (every named field, the button pressed), and the page the answer
// leads to. Articles of the run's demo ERP, read straight from its database.
import path from "node:path";
import Database from "better-sqlite3";
import { within } from "@testing-library/dom";
import { expect } from "vitest";
import { press, redirectOf } from "./forms";
import type { HtmlPage, RequestOptions, Visitor } from "./visitor";

/**
 * A page whose queries look within its main content (its document stays whole): Testing Library's
 * role and text queries over the whole document, menus and footer included, take tens of
 * milliseconds each.
 */
export function inMain(page: HtmlPage): HtmlPage {
  const main = page.document.querySelector("main");
  if (!main) throw new Error(`the page (${page.status}) has no main content: ${page.document.body?.textContent?.slice(0, 300)}`);
  return { ...page, ...within(main as HTMLElement) };
}

/** GETs a path: its page, queried within its main content. */
export async function open(visitor: Visitor, path: string, options?: RequestOptions): Promise<HtmlPage> {
  return inMain(await visitor.page(path, options));
}

/** The page an answer brings, queried within its main content. */
export async function answerOf(visitor: Visitor, response: Response): Promise<HtmlPage> {
  return inMain(await visitor.parse(response));
}

export const CART_PAGE = "/en/pages/cart?tab=active";

/** The quick order's form on the cart page, sent with `lines` pasted: the page it answers (no redirect: the page itself). */
export async function quickOrder(visitor: Visitor, lines: string[], path = CART_PAGE): Promise<HtmlPage> {
  const page = await open(visitor, path);
  expect(page.status).toBe(200);
  const response = await press(visitor, page.getByRole("button", { name: "Add all to cart" }), { lines: lines.join("\n") });
  const answer = await answerOf(visitor, response);
  expect(answer.status, answer.document.body.textContent?.slice(0, 400)).toBe(200);
  expect(answer.getByRole("heading", { name: "Result, line by line" })).toBeTruthy();
  return answer;
}

/** The cart page's line of an article (its row), or null. */
export function cartLine(page: HtmlPage, sku: string): HTMLElement | null {
  return page.document.querySelector(`.cart-line[data-sku="${sku}"]`);
}

/** Every article code in the cart page's lines. */
export function cartSkus(page: HtmlPage): string[] {
  return Array.from(page.document.querySelectorAll(".cart-line")).map((line) => line.getAttribute("data-sku") ?? "");
}

function demoErpDb(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the run's shops are not running");
  return new Database(path.join(dataDir, "demo-erp.sqlite"), { readonly: true, fileMustExist: true });
}

/** Orderable articles without variants, sold by the piece, 20 or more in stock, list price within `[minPrice, maxPrice]`: the `count` most popular. */
export function pieceArticles(count: number, { minPrice = 1, maxPrice = 100_000 } = {}): string[] {
  const db = demoErpDb();
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

/** An orderable article sold in packs of `packaging` or more (no variants). */
export function packedArticle(packaging = 6): { sku: string; packaging: number } {
  const db = demoErpDb();
  try {
    return db
      .prepare(
        `SELECT p.sku, p.packaging FROM products p
         WHERE p.packaging >= ? AND p.parent_id IS NULL AND p.status = 'DISPONIBILE' AND p.stock > 1000
           AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)
         ORDER BY p.popularity DESC LIMIT 1`,
      )
      .get(packaging) as { sku: string; packaging: number };
  } finally {
    db.close();
  }
}

/** An article out of stock that can still be ordered (backorder), sold by the piece. */
export function outOfStockArticle(): string {
  const db = demoErpDb();
  try {
    const row = db
      .prepare(
        `SELECT sku FROM products p WHERE p.packaging = 1 AND p.parent_id IS NULL AND p.stock = 0 AND p.status <> 'FUORI PRODUZIONE'
           AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id) LIMIT 1`,
      )
      .get() as { sku: string };
    return row.sku;
  } finally {
    db.close();
  }
}

/** An orderable article without variants, sold in packs of 2 or more, with a barcode: what a shelf label carries. */
export function scannableArticle(): { sku: string; title: string; barcode: string; packaging: number } {
  const db = demoErpDb();
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

export type Delivery = "SHIPPING_GOOD" | "PICKUP_HEADQUARTER";

/** The checkout's "Check the order" with a delivery chosen: the page it answers (the check kept, the send form on it). */
export async function checkOrder(visitor: Visitor, deliveryType: Delivery, path = "/en/pages/checkout"): Promise<HtmlPage> {
  const checkout = await open(visitor, path);
  expect(checkout.status).toBe(200);
  const answer = await answerOf(visitor, await press(visitor, checkout.getByRole("button", { name: "Check the order" }), { deliveryType }));
  expect(answer.status, answer.document.querySelector(".checkout")?.textContent ?? "").toBe(200);
  return answer;
}

/** "Send the order" on a checked checkout page: the 303 to the thank-you page. */
export async function sendOrder(visitor: Visitor, checked: HtmlPage): Promise<void> {
  expect(redirectOf(await press(visitor, checked.getByRole("button", { name: "Send the order" })))).toMatch(/^(\/en)?\/pages\/thankyou$/);
}
