// The one place the checkout's totals are worked out, for the summary and the header cart alike:
// they follow the delivery chosen. The ERP's check of the order (prepare_order) is the truth once
// made for that delivery; before it, delivery is the cart's own totals (the ERP applies the
// transport, 9.90 below the free-shipping threshold) and pickup is the same without the transport
// and the VAT on it. The ERP charges VAT on the taxable total, so a cart taxed at the shop's rate
// is taxed on its goods alone, to the cent the ERP's check will say; a cart taxed otherwise (other
// rates, no VAT) loses the transport's share only.
import type { DeliveryType } from "~/erp/types";
import { SHOP } from "~/platform/config";
import { roundCents } from "~/platform/i18n";

/** null: the ERP's check did not say (shown as unknown, never as 0). */
export interface CheckoutTotals {
  net: number | null;
  shipping: number | null;
  vat: number | null;
  total: number | null;
}

export interface CartTotals {
  net: number;
  shipping: number;
  vat: number;
  total: number;
}

export interface CheckedTotals {
  net: number | null;
  transport: number | null;
  vat: number | null;
  total: number | null;
}

export function checkoutTotals(cart: CartTotals, deliveryType: DeliveryType, checked: CheckedTotals | null): CheckoutTotals {
  if (checked) return { net: checked.net, shipping: checked.transport, vat: checked.vat, total: checked.total };
  if (deliveryType === "SHIPPING_GOOD") return { net: cart.net, shipping: cart.shipping, vat: cart.vat, total: cart.total };
  const atShopRate = (taxable: number) => roundCents((taxable * SHOP.vatPercent) / 100);
  const vat =
    cart.vat === atShopRate(cart.net + cart.shipping) ? atShopRate(cart.net) : Math.max(0, roundCents(cart.vat - atShopRate(cart.shipping)));
  return { net: cart.net, shipping: 0, vat, total: roundCents(cart.net + vat) };
}
