// /pages/cart/export.csv: the active cart, or a saved cart (`?saved=<id>`), as a CSV file in the quick
// order's import format, so that importing it in the quick order gives the same lines. A saved cart
// is read only when it is one of the customer's saved carts (the ERP trusts the cart id it is sent).
import { z } from "zod";
import { csvResponse } from "~/platform/csv";
import { loadActiveCart } from "~/cart/cart.server";
import { csvFileName, quickOrderCsv } from "~/cart/quick-order-csv";
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
  const cart = await page.erpForCart(saved.id).cart.get();
  return csvResponse(quickOrderCsv(cart.lines), csvFileName(saved.name));
}
