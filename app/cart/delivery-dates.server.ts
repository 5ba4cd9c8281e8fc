// The cart's delivery dates: one availability check of all the lines per render, for the order's
// shipping date, and the customer's later day for the whole order or one line. The check is
// secondary: any ERP failure (a 404 of a deployment without it included) gives no dates, and
// without dates there is no later-day control; the cart is shown as ever.
import { erpFailure, type CartOutcome } from "~/cart/cart.server";
import type { CartMessage } from "~/cart/messages";
import { addWorkingDays, cartDelivery, postedDay, type CartDelivery } from "~/cart/delivery-dates";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { Cart, CartLine } from "~/erp/types";
import { CART } from "~/platform/config";
import { formatNearDay, todayInRome } from "~/platform/i18n";
import type { Locale } from "~/platform/i18n";

const itemOf = (line: CartLine) => ({ productId: line.productId, quantity: line.quantity });

/**
 * The lines' dates for the order's shipping date (the ERP's own, once an order was checked; else the
 * day the shop announces), or null when the cart is empty or the ERP gave none.
 */
export async function loadCartDelivery(
  erp: Erp,
  cart: Cart,
  shippingDay = addWorkingDays(todayInRome(), CART.deliveryBusinessDays),
): Promise<CartDelivery | null> {
  if (cart.lines.length === 0) return null;
  try {
    const availability = await erp.delivery.availability(cart.id, cart.lines.map(itemOf), shippingDay);
    return cartDelivery(cart.lines, availability, shippingDay);
  } catch (error) {
    if (!isErpError(error)) throw error;
    return null;
  }
}

/** A later day (ISO, as a date field posts it) for one line (`rowId`) or for every dated line of the order. */
export async function chooseDeliveryDay(erp: Erp, request: { rowId?: string; day: string }, locale: Locale): Promise<CartOutcome> {
  const day = postedDay(request.day);
  if (!day) return { ok: false, messages: [{ kind: "error", key: "cartPage.delivery.invalidDay" }] };
  try {
    const cart = await erp.cart.get();
    const delivery = await loadCartDelivery(erp, cart);
    const targets = cart.lines.filter((line) => delivery?.lines[line.rowId] && (request.rowId === undefined || line.rowId === request.rowId));
    if (!delivery || targets.length === 0) return { ok: false, messages: [{ kind: "error", key: "cartPage.delivery.unavailable" }] };
    const earliest = request.rowId === undefined ? delivery.orderEarliest! : delivery.lines[request.rowId]!.earliest;
    if (day < earliest) {
      return { ok: false, messages: [{ kind: "error", key: "cartPage.delivery.tooEarly", values: { date: formatNearDay(earliest, locale) } }] };
    }
    await erp.delivery.setDeliveryDay(cart.id, targets.map(itemOf), day);
    const date = formatNearDay(day, locale);
    const message: CartMessage =
      request.rowId === undefined
        ? { kind: "success", key: "cartPage.delivery.orderSet", values: { date } }
        : { kind: "success", key: "cartPage.delivery.lineSet", values: { date, name: targets[0]!.name } };
    return { ok: true, messages: [message], cartId: cart.id };
  } catch (error) {
    return erpFailure(error);
  }
}
