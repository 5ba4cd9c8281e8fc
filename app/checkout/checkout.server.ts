// The checkout page's data and its two steps: prepare (the ERP previews totals, date, anomalies)
// and send (exactly once, see send.server.ts). Delivery type, note and token are the only fields
// read from the form; client, address and cart come from the sessions.
import { z } from "zod";
import type { Erp } from "~/erp/client.server";
import type { Address, Cart, CheckoutPreview, DeliveryType } from "~/erp/types";
import { minOrderView } from "~/cart/view";
import { CART } from "~/platform/config";

export const DeliverySchema = z.enum(["SHIPPING_GOOD", "PICKUP_HEADQUARTER"]);

export const CheckoutFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("prepare"), deliveryType: DeliverySchema }),
  z.object({
    intent: z.literal("send"),
    deliveryType: DeliverySchema,
    token: z.string().min(16).max(64),
    note: z.string().trim().max(CART.orderNoteMaxLength).default(""),
  }),
]);

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

export interface PreviewView {
  deliveryType: DeliveryType;
  totals: CheckoutPreview["totals"];
  shippingDate: string | null;
  paymentMethod: string;
  anomalies: Array<{ sku: string; message: string }>;
}

export async function prepareOrder(erp: Erp, deliveryType: DeliveryType): Promise<PreviewView> {
  const preview = await erp.checkout.prepare(deliveryType);
  erp.tracking.cart("prepare-order", { otherData: { delivery_type: deliveryType, total: preview.totals.total } });
  return {
    deliveryType,
    totals: preview.totals,
    shippingDate: preview.shippingDate,
    paymentMethod: preview.paymentMethod,
    anomalies: preview.anomalies.map((anomaly) => ({ sku: anomaly.sku, message: anomaly.message })),
  };
}

export function cartSummary(cart: Cart) {
  return {
    lineCount: cart.lines.length,
    net: cart.totals.net,
    shipping: cart.totals.shipping,
    vat: cart.totals.vat,
    total: cart.totals.total,
    empty: cart.lines.length === 0,
    minOrder: minOrderView(cart),
    canCheckout: cart.canCheckout && cart.lines.length > 0 && cart.minOrder.compliant,
  };
}
