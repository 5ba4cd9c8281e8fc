// The cart figures the header shows (count, net, document total) and the mini cart's lines. For a
// guest, or when the ERP cannot answer, there is no summary (the header still renders). An expired
// ERP token (401) is thrown: the caller signs the customer out (app/platform/expired-session.server.ts).
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import { isExpiredToken } from "~/platform/expired-session.server";

export interface CartSummary {
  count: number;
  net: number;
  total: number;
}

export interface MiniCartData extends CartSummary {
  lines: Array<{ rowId: string; sku: string; name: string; image: string; quantity: number; lineTotal: number }>;
  moreLines: number;
}

const MINI_CART_LINES = 5;

export async function loadMiniCart(erp: Erp): Promise<MiniCartData | null> {
  if (!erp.signedIn) return null;
  try {
    const cart = await erp.cart.get();
    return {
      count: cart.itemCount,
      net: cart.totals.net,
      total: cart.totals.total,
      lines: cart.lines.slice(0, MINI_CART_LINES).map((line) => ({
        rowId: line.rowId,
        sku: line.sku,
        name: line.name,
        image: line.image,
        quantity: line.quantity,
        lineTotal: line.lineTotal,
      })),
      moreLines: Math.max(0, cart.lines.length - MINI_CART_LINES),
    };
  } catch (error) {
    // An expired token is not "unavailable": the caller signs the customer out.
    if (isErpError(error) && !isExpiredToken(error)) return null;
    throw error;
  }
}

/** The header's figures (count, net, total), or null for a guest or an unreachable ERP. */
export async function loadCartSummary(erp: Erp): Promise<CartSummary | null> {
  const mini = await loadMiniCart(erp);
  return mini ? { count: mini.count, net: mini.net, total: mini.total } : null;
}
