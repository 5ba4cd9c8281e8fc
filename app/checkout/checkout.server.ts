// The checkout page's data and its "check the order" step (the ERP previews totals, date and
// anomalies); sending is send.server.ts.
import type { Erp } from "~/erp/client.server";
import type { Address, Cart, DeliveryType } from "~/erp/types";
import { canCheckOut } from "~/cart/cart";
import { minOrderView } from "~/cart/view";
import type { CheckedPreview } from "~/cart/checked-order";
import { datedLines } from "~/cart/delivery-dates";
import { loadCartDelivery } from "~/cart/delivery-dates.server";

export interface CheckoutAddressView {
  street: string;
  city: string;
  postalCode: string;
  province: string;
  label: string;
  paymentMethod: string;
  carrier: string;
  freightTerms: string;
}

/** The selected address as the checkout shows it (null if the ERP no longer lists it). */
export function addressView(addresses: Address[], code: string): CheckoutAddressView | null {
  const address = addresses.find((candidate) => candidate.code === code);
  if (!address) return null;
  return {
    label: address.label,
    street: address.street,
    city: address.city,
    postalCode: address.postalCode,
    province: address.province,
    paymentMethod: address.paymentMethod,
    carrier: address.carrier,
    freightTerms: address.freightTerms,
  };
}

/** The ERP's preview of the order of `cart` (as read just before), with the lines' dates for its shipping date. */
export async function prepareOrder(erp: Erp, deliveryType: DeliveryType, cart: Cart): Promise<CheckedPreview> {
  const preview = await erp.checkout.prepare(deliveryType);
  const delivery = await loadCartDelivery(erp, cart, preview.shippingDate ?? undefined);
  erp.tracking.cart("prepare-order", { otherData: { delivery_type: deliveryType, total: preview.totals.total } });
  return {
    deliveryType,
    totals: preview.totals,
    shippingDate: preview.shippingDate,
    paymentMethod: preview.paymentMethod,
    anomalies: preview.anomalies.map((anomaly) => ({ sku: anomaly.sku, message: anomaly.message })),
    deliveryDates: datedLines(cart.lines, delivery),
  };
}

export function cartSummary(cart: Cart) {
  return {
    lineCount: cart.lines.length,
    empty: cart.lines.length === 0,
    minOrder: minOrderView(cart),
    canCheckout: canCheckOut(cart),
  };
}
