// "You last ordered this" on a product page: the signed-in customer's last order of the article
// (A.get_latest_order_by_item), its document linked to the order's detail when it names one of the
// customer's own orders, else shown as text. Secondary: a failure, or a deployment without the call
// (404), leaves the page without it.
import { orderDetailPath } from "~/page/account-paths";
import { orderKeyOfDocument } from "~/erp/order-key";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";

export interface LastOrderView {
  /** ISO day, or null when the ERP's date cannot be read. */
  on: string | null;
  quantity: number | null;
  document: string;
  /** The order detail's path (without the language prefix), or null when the document is not one of the customer's orders. */
  orderPath: string | null;
}

/** The customer's last order of an article (its Product `id`), or null when they never ordered it. */
export async function lastOrderOf(erp: Erp, itemId: string): Promise<LastOrderView | null> {
  const last = await erp.account.lastOrderOf(itemId).catch((error: unknown) => {
    // Never ordered, or a deployment without the call: nothing to show, and nothing failed.
    if (isErpError(error, "http") && error.status === 404) return null;
    throw error;
  });
  if (!last) return null;
  const key = orderKeyOfDocument(last.document);
  const own = key !== null && (await erp.account.ownOrder(key)) !== undefined;
  return { on: last.on, quantity: last.quantity, document: last.document, orderPath: own ? orderDetailPath(key) : null };
}
