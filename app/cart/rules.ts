// The cart's rules as pure functions: which ERP call an add becomes, packaging rounding, the
// free-shipping figures and when a cart may go to checkout. An add from a form and the quick order
// both go through planAdd.
import { CART } from "~/platform/config";
import { roundCents } from "~/platform/format";

/** A line as the rules need it. */
export interface LineKey {
  rowId: string;
  sku: string;
  quantity: number;
  promoCode: string;
  promoRow: string;
}

/** An add of nothing is refused without an ERP call (docs/rules.md rule 70). */
export const NO_VALID_QUANTITY = "no-valid-quantity";

const NO_PROMO = "0";

/** What is missing to the minimum order (net), in cents-exact euros; 0 once reached. */
export function missingForMinimumOrder(net: number, minimumAmount: number): number {
  return Math.max(0, roundCents(minimumAmount - net));
}

/** Whether a cart may go to checkout: the ERP allows it, it has lines and the minimum order is reached. */
export function canCheckOut(cart: { canCheckout: boolean; lines: readonly unknown[]; minOrder: { compliant: boolean } }): boolean {
  return cart.canCheckout && cart.lines.length > 0 && cart.minOrder.compliant;
}

/** Rounds a quantity up to the next multiple of the packaging (1 when unknown). */
export function roundUpToPackaging(quantity: number, multiple: number): { quantity: number; rounded: boolean } {
  const step = Math.max(1, Math.trunc(multiple) || 1);
  const whole = Math.ceil(quantity);
  const rounded = Math.ceil(whole / step) * step;
  return { quantity: rounded, rounded: rounded !== quantity };
}

/**
 * What a line's quantity becomes: its − / + buttons move it by `step` packs, or a quantity is typed.
 * 0 removes the line; anything else is rounded up to packs. The server applies it, and the page
 * shows it at once while the change is on its way.
 */
export function nextLineQuantity(
  current: number,
  multiple: number,
  change: { step?: number | null; typed?: number | null },
): { quantity: number; rounded: boolean } {
  const wanted = change.step ? current + change.step * Math.max(1, multiple) : (change.typed ?? current);
  return wanted > 0 ? roundUpToPackaging(wanted, multiple) : { quantity: 0, rounded: false };
}

/** The line of the same article under the same promotion (id + promo_code + promo_row), if any. */
export function findLine<T extends LineKey>(lines: readonly T[], key: { sku: string; promoCode?: string; promoRow?: string }): T | undefined {
  const promoCode = key.promoCode || NO_PROMO;
  const promoRow = promoCode === NO_PROMO ? NO_PROMO : key.promoRow || NO_PROMO;
  return lines.find(
    (line) =>
      line.sku === key.sku &&
      (line.promoCode || NO_PROMO) === promoCode &&
      ((line.promoCode || NO_PROMO) === NO_PROMO ? true : (line.promoRow || NO_PROMO) === promoRow),
  );
}

export type AddPlan =
  | { kind: "invalid"; reason: typeof NO_VALID_QUANTITY }
  | { kind: "add"; quantity: number; rounded: boolean }
  | { kind: "update"; rowId: string; quantity: number; rounded: boolean }
  | { kind: "remove"; rowId: string };

/**
 * What an add becomes. Not in the cart: a quantity ≤ 0 is refused without a call, else an add
 * rounded up to the packaging. Already in the cart (same article and promotion): an update of that
 * line to its quantity plus the new one (a removal when that is ≤ 0), never a second line.
 */
export function planAdd(
  lines: readonly LineKey[],
  request: { sku: string; quantity: number; promoCode?: string; promoRow?: string; packagingMultiple: number },
): AddPlan {
  const existing = findLine(lines, request);
  if (!existing) {
    if (!(request.quantity > 0)) return { kind: "invalid", reason: NO_VALID_QUANTITY };
    return { kind: "add", ...roundUpToPackaging(request.quantity, request.packagingMultiple) };
  }
  const wanted = existing.quantity + request.quantity;
  if (!(wanted > 0)) return { kind: "remove", rowId: existing.rowId };
  const { quantity, rounded } = roundUpToPackaging(wanted, request.packagingMultiple);
  return { kind: "update", rowId: existing.rowId, quantity, rounded };
}

/** Transport and how much is missing to free shipping, from the cart's net total. */
export function shippingInfo(
  net: number,
  lineCount: number,
  freeFrom: number = CART.freeShippingFrom,
): { cost: number; missing: number; free: boolean } {
  const threshold = freeFrom > 0 ? freeFrom : CART.freeShippingFrom;
  if (lineCount === 0) return { cost: 0, missing: threshold, free: false };
  const free = net >= threshold;
  return {
    cost: free ? 0 : CART.shippingCost,
    missing: free ? 0 : roundCents(threshold - net),
    free,
  };
}

/**
 * How short the ERP's stock falls of a line's quantity (the ERP's own check says "disponibili 0 su
 * 100 richiesti"), or null when it can deliver it all or did not say. Told whether or not
 * availability is shown: that setting hides stock levels, not a problem with the order.
 */
export function stockShortage(line: { quantity: number; stock: number | null }): { available: number; requested: number } | null {
  if (line.stock === null || line.stock >= line.quantity) return null;
  return { available: Math.max(0, line.stock), requested: line.quantity };
}
