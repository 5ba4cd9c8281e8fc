// /pages/cart?tab=active|saved: the active cart or the saved carts. Its action is the cart action
// (the quick order posts here so that its line-by-line answer renders on this page without
// JavaScript).
import { actOnCart } from "~/cart/action.server";
import { loadActiveCart } from "~/cart/cart.server";
import { cartView } from "~/cart/view";
import type { CustomerPage, Page } from "~/platform/page.server";

export async function loadCartPage(page: CustomerPage) {
  const tab = page.url.searchParams.get("tab") === "saved" ? "saved" : "active";
  const [cart, saved] = await Promise.all([loadActiveCart(page), tab === "saved" ? page.erp.cart.savedCarts() : null]);
  return { tab, cart: cartView(cart), saved };
}

/** The cart action, answering a refused form without JavaScript on this page (not with a redirect). */
export function actOnCartPage(page: Page) {
  return actOnCart(page, { renderErrors: true });
}
