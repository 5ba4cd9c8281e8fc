// /pages/cart?tab=active|saved: the active cart or the saved carts, each saying who made it (the
// customer, or a sales agent). Its action is the cart action (the quick order posts here so that its
// line-by-line answer renders on this page without JavaScript).
import { agentNamer } from "~/cart/agent-names.server";
import { actOnCart } from "~/cart/action.server";
import { activeCartKind, savedCartAuthor } from "~/cart/authors";
import { loadActiveCart } from "~/cart/cart.server";
import { cartView } from "~/cart/view";
import { checkStateOf } from "~/cart/checked-order";
import { loadCartDelivery } from "~/cart/delivery-dates.server";
import { keptCheck } from "~/cart/checked-order.server";
import type { CustomerPage, Page } from "~/page/page.server";

export async function loadCartPage(page: CustomerPage) {
  const tab = page.url.searchParams.get("tab") === "saved" ? "saved" : "active";
  const [cart, saved] = await Promise.all([loadActiveCart(page), tab === "saved" ? page.erp.cart.savedCarts() : null]);
  const name = await agentNamer(page, [cart.createdByAgent, ...(saved ?? []).map((entry) => entry.createdByAgent)]);
  // On a customer page a signed-in agent is always acting for the customer.
  const viewer = page.agent ? "agent" : "customer";
  const [check, delivery] = await Promise.all([
    keptCheck(page.customer).then((kept) => checkStateOf(kept, page.customer, cart)),
    tab === "active" ? loadCartDelivery(page.erp, cart) : null,
  ]);
  return {
    tab,
    cart: cartView(cart),
    /** The lines' delivery dates (null: none, and no later-day control). */
    delivery,
    /** The order checked and not sent yet (the way to send it is the checkout), or that the cart changed since. */
    checked: check.kind === "valid" ? { deliveryType: check.preview.deliveryType, total: check.preview.totals.total } : null,
    checkVoid: check.kind === "changed",
    kind: activeCartKind(name(cart.createdByAgent), viewer),
    /** Saving while acting for the customer makes a proposal for them. */
    proposal: page.agent !== null,
    saved:
      saved &&
      saved.map((entry) => ({
        id: entry.id,
        name: entry.name,
        createdAt: entry.createdAt,
        lineCount: entry.lineCount,
        net: entry.net,
        author: savedCartAuthor(name(entry.createdByAgent), viewer),
      })),
  };
}

/** The cart action, answering a refused form without JavaScript on this page (not with a redirect). */
export function actOnCartPage(page: Page) {
  return actOnCart(page, { renderErrors: true });
}
