// The cart as a JavaScript-off browser works it: forms found on the page by their buttons and fields,
// sent with what the browser sends (every named field, the button pressed), and the page the answer
// leads to. Articles of the run's demo ERP, read straight from its database.
import path from "node:path";
import Database from "better-sqlite3";
import { expect } from "vitest";
import type { HtmlPage, Visitor } from "./visitor";

/** The fields a browser sends for `form` when `submitter` is pressed (no files), in document order. */
export function formFields(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const fields = new URLSearchParams();
  for (const element of Array.from(form.elements) as Array<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement & HTMLButtonElement>) {
    if (!element.name || element.disabled) continue;
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute("type") ?? "").toLowerCase();
    if (tag === "button" || type === "submit" || type === "image") {
      if (element === submitter) fields.append(element.name, element.value);
      continue;
    }
    if (type === "file" || type === "reset") continue;
    if ((type === "checkbox" || type === "radio") && !element.checked) continue;
    if (tag === "select") {
      for (const option of Array.from(element.options).filter((candidate) => candidate.selected)) fields.append(element.name, option.value);
      continue;
    }
    fields.append(element.name, element.value);
  }
  return fields;
}

/** The form a control (a button, a field) belongs to. */
export function formOf(control: HTMLElement): HTMLFormElement {
  const form = control.closest("form");
  if (!form) throw new Error(`${control.outerHTML.slice(0, 120)} is in no form`);
  return form as HTMLFormElement;
}

/**
 * Presses `button` as a JavaScript-off browser does: its form's fields (with `changes` typed in
 * first, by field name) posted to the form's action, urlencoded or multipart as the form says.
 * Redirects are not followed (read them), unless `follow`.
 */
export async function press(
  visitor: Visitor,
  button: HTMLElement,
  changes: Record<string, string> = {},
  options: { follow?: boolean } = {},
): Promise<Response> {
  const form = formOf(button);
  for (const [name, value] of Object.entries(changes)) {
    const field = form.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!field) throw new Error(`the form has no field ${name}`);
    field.value = value;
  }
  const fields = formFields(form, button);
  const action = form.getAttribute("action") ?? new URL(visitor.shop.url).pathname;
  expect((form.getAttribute("method") ?? "get").toLowerCase()).toBe("post");
  if (form.getAttribute("enctype") === "multipart/form-data") {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return visitor.post(action, data, options);
  }
  return visitor.post(action, fields, options);
}

/** A 303's Location. */
export function redirectOf(response: Response): string {
  expect(response.status, `expected a redirect, got ${response.status}`).toBe(303);
  return response.headers.get("Location") ?? "";
}

export const CART_PAGE = "/en/pages/cart?tab=active";

/** The quick order's form on the cart page, sent with `lines` pasted: the page it answers (no redirect: the page itself). */
export async function quickOrder(visitor: Visitor, lines: string[], path = CART_PAGE): Promise<HtmlPage> {
  const page = await visitor.page(path);
  expect(page.status).toBe(200);
  const response = await press(visitor, page.getByRole("button", { name: "Add all to cart" }), { lines: lines.join("\n") });
  const answer = await visitor.parse(response);
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

/** Orderable articles without variants, sold by the piece, with stock: `count` of them, cheapest price list first within `[minPrice, maxPrice]`. */
export function pieceArticles(count: number, { minPrice = 1, maxPrice = 100_000 } = {}): string[] {
  const db = demoErpDb();
  try {
    const rows = db
      .prepare(
        `SELECT p.sku FROM products p
         WHERE p.packaging = 1 AND p.parent_id IS NULL AND p.status = 'DISPONIBILE' AND p.stock >= 1000
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
