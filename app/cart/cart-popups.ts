// The added-to-cart popups' signal, apart from the popup itself (app/cart/CartPopup.tsx, which
// loads only when an add has succeeded): the header cart closes them when it opens.

export const CLOSE_CART_POPUPS_EVENT = "cart-popups:close";

/** Closes every open added-to-cart popup (the header cart opens in their place). */
export function closeCartPopups(): void {
  window.dispatchEvent(new Event(CLOSE_CART_POPUPS_EVENT));
}
