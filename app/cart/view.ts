// The cart as the pages show it: only the fields they render.
import type { Cart } from "~/erp/types";
import { discountPercent, type PriceView } from "~/platform/price";
import { canCheckOut, missingForMinimumOrder, shippingInfo, stockShortage } from "~/cart/cart";

export interface CartLineView {
  rowId: string;
  sku: string;
  name: string;
  image: string;
  quantity: number;
  packagingMultiple: number;
  listPrice: number;
  unitPrice: number;
  discountPercent: number;
  promoCode: string;
  lineTotal: number;
  /** The ERP's gross unit price of the line, in the gross view (null: not known, or the net view): cartLineInView. */
  grossUnit: number | null;
  /** The ERP cannot deliver the whole quantity (only this, never the stock of a line it can deliver). */
  shortage: { available: number; requested: number } | null;
}

/** The minimum order as the cart and checkout say it: amounts when the ERP gives one, else its text. */
export interface MinOrderView {
  compliant: boolean;
  warning: string;
  minimumAmount: number;
  missing: number;
}

export function minOrderView(cart: Cart): MinOrderView {
  const { compliant, warning, minimumAmount } = cart.minOrder;
  return { compliant, warning, minimumAmount, missing: missingForMinimumOrder(cart.totals.net, minimumAmount) };
}

export interface CartView {
  lines: CartLineView[];
  itemCount: number;
  totals: { net: number; shipping: number; vat: number; total: number };
  freeShippingFrom: number;
  missingForFreeShipping: number;
  minOrder: MinOrderView;
  canCheckout: boolean;
  coupon: { code: string; description: string; discount: number } | null;
  /** The customer's price view: the lines show in it (cartLineInView); the ERP's totals stay its own. */
  priceView: PriceView;
}

/** `grossUnits`: the lines' gross unit prices by row id (gross-units.server.ts), in the gross view. */
export function cartView(cart: Cart, priceView: PriceView = "net", grossUnits: Record<string, number | null> = {}): CartView {
  const shipping = shippingInfo(cart.totals.net, cart.lines.length, cart.totals.freeShippingFrom);
  return {
    lines: cart.lines.map((line) => ({
      rowId: line.rowId,
      sku: line.sku,
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      packagingMultiple: line.packagingMultiple,
      listPrice: line.listPrice,
      unitPrice: line.unitPrice,
      discountPercent: discountPercent(line.listPrice, line.unitPrice),
      promoCode: line.promoCode === "0" ? "" : line.promoCode,
      lineTotal: line.lineTotal,
      grossUnit: grossUnits[line.rowId] ?? null,
      shortage: stockShortage(line),
    })),
    itemCount: cart.itemCount,
    // The ERP's totals are the truth; the rule only explains the free-shipping threshold.
    totals: { net: cart.totals.net, shipping: cart.totals.shipping, vat: cart.totals.vat, total: cart.totals.total },
    freeShippingFrom: cart.totals.freeShippingFrom > 0 ? cart.totals.freeShippingFrom : shippingInfo(0, 0).missing,
    missingForFreeShipping: cart.lines.length > 0 ? shipping.missing : 0,
    minOrder: minOrderView(cart),
    canCheckout: canCheckOut(cart),
    coupon: cart.coupon,
    priceView,
  };
}
