// The cart figures the header shows (its lines, net, document total) and the mini cart's lines. For
// a guest, or when the ERP cannot answer, there is no summary (the header still renders). An
// expired ERP token (401) is thrown: the caller signs the customer out
// (app/page/expired-session.server.ts). The header counts lines: with packs of 50, pieces say
// little; the mini cart shows both.
import type { LineDelivery } from "~/cart/delivery-dates";
import { loadCartDelivery } from "~/cart/delivery-dates.server";
import { grossUnits } from "~/cart/gross-units.server";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { Cart } from "~/erp/types";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { goodsGross, type PriceView } from "~/platform/price";
import { expiredSessionRedirect, isExpiredToken } from "~/page/expired-session.server";
import type { Page } from "~/page/page.server";
import type { CartSummary } from "~/page/shell-data";

export interface MiniCartData {
  lineCount: number;
  pieceCount: number;
  net: number;
  total: number;
  /** The customer's price view: the lines show in it (cartLineInView). */
  priceView: PriceView;
  /** In the gross view, the sum of every line's gross amount (goodsGross); else null. */
  goodsGross: number | null;
  /** `delivery`: the line's delivery date (null: none); `grossUnit`: its gross unit price, in the gross view. */
  lines: Array<{
    rowId: string;
    sku: string;
    name: string;
    image: string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
    grossUnit: number | null;
    delivery: LineDelivery | null;
  }>;
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

export async function loadMiniCart(erp: Erp, priceView: PriceView): Promise<MiniCartData | null> {
  const cart = await readCart(erp);
  if (!cart) return null;
  const [delivery, gross] = await Promise.all([loadCartDelivery(erp, cart), grossUnits(erp, cart.lines, priceView)]);
  const lines = cart.lines.map((line) => ({ ...line, grossUnit: gross[line.rowId] ?? null }));
  return {
    lineCount: cart.lines.length,
    pieceCount: cart.itemCount,
    net: cart.totals.net,
    total: cart.totals.total,
    priceView,
    goodsGross: goodsGross(lines, priceView),
    lines: lines.slice(0, MINI_CART_LINES).map((line) => ({
      rowId: line.rowId,
      sku: line.sku,
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      grossUnit: line.grossUnit,
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
  const { priceView } = await page.settings();
  const mini = await loadMiniCart(page.erp, priceView).catch(async (error: unknown) => {
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
