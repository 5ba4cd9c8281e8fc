// /pages/cart/export.csv: the active cart, or a saved cart (`?saved=<id>`), as a CSV file in the quick
// order's import format, so that importing it in the quick order gives the same lines. A saved cart
// is read only when it is one of the customer's saved carts (the ERP trusts the cart id it is sent),
// from its own rows (K.get_cart_rows_by_id_cart: get_cart_items may answer the active cart instead).
import { z } from "zod";
import { csvResponse } from "~/platform/csv";
import { loadActiveCart } from "~/cart/cart.server";
import { csvFileName, quickOrderCsv, type CsvLine } from "~/cart/quick-order-csv";
import type { CustomerPage } from "~/page/page.server";

const SavedCartId = z.coerce.number().int().positive().max(2_147_483_647);

export async function loadCartCsv(page: CustomerPage): Promise<Response> {
  const savedParam = page.url.searchParams.get("saved");
  if (savedParam === null) {
    const cart = await loadActiveCart(page);
    return csvResponse(quickOrderCsv(cart.lines), csvFileName(page.t("cartPage.export.fileName")));
  }
  const savedId = SavedCartId.safeParse(savedParam);
  if (!savedId.success) throw new Response("Not Found", { status: 404 });
  const saved = (await page.erp.cart.savedCarts()).find((entry) => entry.id === savedId.data);
  if (!saved) throw new Response("Not Found", { status: 404 });
  const rows = await page.erp.cart.savedCartRows(saved.id);
  return csvResponse(quickOrderCsv(await withSkus(page, rows)), csvFileName(saved.name));
}

/** A saved cart's rows name their article by its id: the file names it by sku, as the quick order reads it. */
async function withSkus(page: CustomerPage, rows: Array<{ productId: string; quantity: number }>): Promise<CsvLine[]> {
  const ids = [...new Set(rows.map((row) => row.productId))];
  const { products } = ids.length > 0 ? await page.erp.catalog.productList({ skus: ids, page: 1, perPage: ids.length }) : { products: [] };
  const skuOf = new Map(products.map((product) => [product.id, product.sku]));
  // An article the catalogue no longer lists keeps the ERP's own code: the quick order will say it is unknown.
  return rows.map((row) => ({ sku: skuOf.get(row.productId) ?? row.productId, quantity: row.quantity }));
}
