// /pages/cart?tab=active|saved: the active cart or the saved carts, each saying who made it (the
// customer, or a sales agent). Its action is the cart action (the quick order posts here so that its
// line-by-line answer renders on this page without JavaScript).
import { agentNamer } from "~/cart/agent-names.server";
import { actOnCart } from "~/cart/action.server";
import { activeCartKind, savedCartAuthor } from "~/cart/authors";
import { cannotBeDelivered } from "~/catalog/alternatives";
import { alternativesOf } from "~/catalog/alternatives.server";
import { toCardPrice } from "~/catalog/card";
import { cartAnomalies } from "~/cart/anomalies.server";
import { loadActiveCart } from "~/cart/cart.server";
import { grossUnits } from "~/cart/gross-units.server";
import type { CartLineNotes } from "~/checkout/CartLineNotes";
import type { Cart } from "~/erp/types";
import { getEnv } from "~/platform/env.server";
import { cartView } from "~/cart/view";
import { checkStateOf } from "~/cart/checked-order";
import { loadCartDelivery } from "~/cart/delivery-dates.server";
import { customerPlafond } from "~/cart/plafond.server";
import { keptCheck } from "~/cart/checked-order.server";
import type { CustomerPage, Page } from "~/page/page.server";

export async function loadCartPage(page: CustomerPage) {
  const tab = page.url.searchParams.get("tab") === "saved" ? "saved" : "active";
  const [cart, saved] = await Promise.all([loadActiveCart(page), tab === "saved" ? page.erp.cart.savedCarts() : null]);
  const [name, notes, { priceView }] = await Promise.all([
    agentNamer(page, [cart.createdByAgent, ...(saved ?? []).map((entry) => entry.createdByAgent)]),
    tab === "active" ? lineNotes(page, cart) : null,
    page.settings(),
  ]);
  // On a customer page a signed-in agent is always acting for the customer.
  const viewer = page.agent ? "agent" : "customer";
  const [check, delivery, gross, plafond] = await Promise.all([
    keptCheck(page.customer).then((kept) => checkStateOf(kept, page.customer, cart)),
    tab === "active" ? loadCartDelivery(page.erp, cart) : null,
    tab === "active" ? grossUnits(page.erp, cart.lines, priceView) : {},
    tab === "active" ? customerPlafond(page) : null,
  ]);
  return {
    tab,
    cart: cartView(cart, priceView, gross),
    /** The lines' delivery dates (null: none, and no later-day control). */
    delivery,
    /** What is left of the customer's declarations of intent (null: none valid, or none on this ERP). */
    plafond,
    /** The ERP's notes on the active cart's lines (null on the saved carts' tab, which shows no lines). */
    notes,
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

/** What the ERP says of the lines before the order is sent, and the alternatives of those it cannot deliver. */
async function lineNotes(page: CustomerPage, cart: Cart) {
  const undeliverable = cart.lines.filter((line) => cannotBeDelivered({ availability: null, stock: line.stock }));
  const [anomalies, alternatives, { priceView }] = await Promise.all([
    cartAnomalies(page.erp, cart),
    alternativesOf(page.erp, [...new Set(undeliverable.map((line) => line.sku))], getEnv().SHOP_SHOW_AVAILABILITY),
    page.settings(),
  ]);
  const byRow: Record<string, CartLineNotes> = {};
  for (const line of cart.lines) {
    const found = { anomalies: anomalies.byRow[line.rowId] ?? [], alternatives: alternatives.byArticle[line.sku] ?? [] };
    if (found.anomalies.length > 0 || found.alternatives.length > 0) byRow[line.rowId] = found;
  }
  return {
    byRow,
    general: anomalies.general,
    prices: Object.fromEntries(Object.entries(alternatives.prices).map(([sku, price]) => [sku, toCardPrice(price)])),
    priceView,
  };
}

/** The cart action, answering a refused form without JavaScript on this page (not with a redirect). */
export function actOnCartPage(page: Page) {
  return actOnCart(page, { renderErrors: true });
}
