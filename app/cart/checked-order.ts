// A checked order is kept until it is sent. The ERP's prepare_order stores nothing (it previews the
// cart, which the ERP keeps), so the shop keeps the check (checked-order.server.ts), with the cart
// as it was checked: the check holds for that customer, address and cart while the cart is the same
// (lines, quantities, prices, coupon, totals); a changed cart makes it void, and the pages say so.
// Another cart (ordered, saved, another address) leaves it behind without a word.
import type { DatedLine } from "~/cart/delivery-dates";
import type { CheckoutPreview, DeliveryType } from "~/erp/types";

export interface CheckedPreview {
  deliveryType: DeliveryType;
  totals: CheckoutPreview["totals"];
  shippingDate: string | null;
  paymentMethod: string;
  anomalies: Array<{ sku: string; message: string }>;
  /** The lines' delivery dates as checked (absent from a check kept before the shop had dates). */
  deliveryDates?: DatedLine[];
}

export interface CheckedOrder {
  clientId: string;
  addressCode: string;
  cartId: number;
  /** The cart as it was checked (cartFingerprint). */
  cart: string;
  preview: CheckedPreview;
}

/** What a check depends on in a cart. */
export interface CartContents {
  id: number;
  lines: ReadonlyArray<{ rowId: string; sku: string; quantity: number; unitPrice: number; promoCode: string; promoRow: string }>;
  totals: { net: number; total: number };
  coupon: { code: string } | null;
}

export function cartFingerprint(cart: CartContents): string {
  const lines = cart.lines.map((line) => [line.rowId, line.sku, line.quantity, line.unitPrice, line.promoCode, line.promoRow].join(":")).sort();
  return [cart.id, cart.totals.net, cart.totals.total, cart.coupon?.code ?? "", ...lines].join("|");
}

export type CheckState = { kind: "none" } | { kind: "valid"; preview: CheckedPreview } | { kind: "changed" };

/** The kept check as it stands for the customer's current cart. */
export function checkStateOf(kept: CheckedOrder | undefined, customer: { clientId: string; addressCode: string }, cart: CartContents): CheckState {
  if (!kept || kept.clientId !== customer.clientId || kept.addressCode !== customer.addressCode || kept.cartId !== cart.id) {
    return { kind: "none" };
  }
  return kept.cart === cartFingerprint(cart) ? { kind: "valid", preview: kept.preview } : { kind: "changed" };
}
