// The wishlist action's operations: add only if absent, remove by article, toggle. Stored per
// customer in the ERP.
import type { Erp } from "~/erp/client.server";
import { erpFailure, type CartOutcome } from "~/cart/cart.server";

export async function addToWishlist(erp: Erp, sku: string): Promise<CartOutcome> {
  try {
    const entries = await erp.wishlist.list();
    if (entries.some((entry) => entry.sku === sku)) return { ok: true, messages: [{ kind: "info", key: "wishlist.alreadyThere" }] };
    const known = await erp.catalog.prices([sku]);
    if (!known[sku]) return { ok: false, messages: [{ kind: "error", key: "wishlist.unknownArticle", values: { code: sku } }] };
    await erp.wishlist.add(sku);
    return { ok: true, messages: [{ kind: "success", key: "wishlist.added" }] };
  } catch (error) {
    return erpFailure(error);
  }
}

export async function removeFromWishlist(erp: Erp, sku: string): Promise<CartOutcome> {
  try {
    const entries = await erp.wishlist.list();
    if (!entries.some((entry) => entry.sku === sku)) return { ok: false, messages: [{ kind: "error", key: "wishlist.notFound" }] };
    await erp.wishlist.remove(sku);
    return { ok: true, messages: [{ kind: "success", key: "wishlist.removed" }] };
  } catch (error) {
    return erpFailure(error);
  }
}
