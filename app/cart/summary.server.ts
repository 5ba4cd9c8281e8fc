// The cart figures the header shows (its lines, net, document total) and the mini cart's lines. For
// a guest, or when the ERP cannot answer, there is no summary (the header still renders). An
// expired ERP token (401) is thrown: the caller signs the customer out
// (app/page/expired-session.server.ts). The header counts lines: with packs of 50, pieces say
// little; the mini cart shows both.
import type { LineDelivery } from "~/cart/delivery-dates";
import { loadCartDelivery } from "~/cart/delivery-dates.server";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { Cart } from "~/erp/types";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { expiredSessionRedirect, isExpiredToken } from "~/page/expired-session.server";
import type { Page } from "~/page/page.server";
import type { CartSummary } from "~/page/shell-data";

export interface MiniCartData {
  lineCount: number;
  pieceCount: number;
  net: number;
  total: number;
  /** `delivery`: the line's delivery date (null: none). */
  lines: Array<{ rowId: string; sku: string; name: string; image: string; quantity: number; lineTotal: number; delivery: LineDelivery | null }>;
  moreLines: number;
}

const MINI_CART_LINES = 5;

/** The customer's cart, or null for a guest or an ERP that does not answer. */
async function readCart(erp: Erp): Promise<Cart | null> {
  if (!erp.signedIn) return null;
  try {
    return await erp.cart.get();
  } catch (error) {
    // An expired token is not "unavailable": the caller signs the customer out.
    if (isErpError(error) && !isExpiredToken(error)) return null;
    throw error;
  }
}

export async function loadMiniCart(erp: Erp): Promise<MiniCartData | null> {
  const cart = await readCart(erp);
  if (!cart) return null;
  const delivery = await loadCartDelivery(erp, cart);
  return {
    lineCount: cart.lines.length,
    pieceCount: cart.itemCount,
    net: cart.totals.net,
    total: cart.totals.total,
    lines: cart.lines.slice(0, MINI_CART_LINES).map((line) => ({
      rowId: line.rowId,
      sku: line.sku,
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      delivery: delivery?.lines[line.rowId] ?? null,
    })),
    moreLines: Math.max(0, cart.lines.length - MINI_CART_LINES),
  };
}

/**
 * GET /cart/mini: the mini cart as JSON for the header's fetcher. An expired token signs the
 * customer out, back to the home page (the fetcher follows the redirect to the login page).
 */
export async function miniCartAnswer(page: Page): Promise<Response> {
  const mini = await loadMiniCart(page.erp).catch(async (error: unknown) => {
    if (isExpiredToken(error)) throw await expiredSessionRedirect(page.request, page.localePath("/"));
    throw error;
  });
  // A Response (not data()): a resource route's own headers only reach a direct GET this way.
  return Response.json({ mini }, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}

/** The header's figures, or null for a guest or an unreachable ERP. */
export async function loadCartSummary(erp: Erp): Promise<CartSummary | null> {
  const cart = await readCart(erp);
  if (!cart) return null;
  return { rows: cart.lines.map((line) => ({ rowId: line.rowId, sku: line.sku })), net: cart.totals.net, total: cart.totals.total };
}
