// The cart operations behind the one cart action. Identity (client, address, cart id) is the
// session's, carried by the Erp; the browser only names an article, a line it owns, a quantity, a
// coupon or one of its own saved carts. Each operation answers messages for the customer and the
// cart id the session must keep (0 after save and activate, the ERP's after a change).
// A session's cart may have been ordered from another session of the customer: the ERP then
// refuses changes to it (409), and an add is made again, once, on the customer's current cart.
import type { Erp } from "~/erp/client.server";
import { isErpError, isOutcomeUnknown } from "~/erp/errors";
import type { Cart, CartLine, CartRemoval, SavedCart } from "~/erp/types";
import { type AddedLine, type CartMessage } from "~/cart/messages";
import { findLine, nextLineQuantity, NO_VALID_QUANTITY, planAdd, stockShortage } from "~/cart/cart";
import { isExpiredToken } from "~/page/expired-session.server";
import { logError } from "~/platform/log.server";
import type { Page } from "~/page/page.server";

export interface CartOutcome {
  ok: boolean;
  messages: CartMessage[];
  /** The session's new cart id; undefined leaves it as it is. */
  cartId?: number;
  added?: AddedLine;
  /** The customer's ERP token expired (401): the action signs them out instead of answering. */
  expired?: boolean;
  /** The session's cart had already been ordered (409): nothing was changed. */
  alreadyOrdered?: boolean;
  /** The line this operation removed (the page keeps it hidden until it reads the cart again). */
  removedRowId?: string;
}

/** The ERP's 409: the cart was already ordered (from this or another session of the customer). */
export function isAlreadyOrdered(error: unknown): boolean {
  return isErpError(error, "rejected") && error.status === 409;
}

const REMOVED: CartMessage = { kind: "info", key: "cartPage.messages.removed" };

/**
 * A cart write; when its outcome is unknown (it went out and no answer came), the ERP's state read
 * back instead, when `readBack` finds the change asked for in it. Otherwise the write's error stands
 * (erpFailure then says the change is unconfirmed, never that nothing changed).
 */
export async function confirmedWrite<T>(write: Promise<T>, readBack: () => Promise<T | null>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!isOutcomeUnknown(error)) throw error;
    const applied = await readBack().catch(() => null);
    if (applied === null) throw error;
    return applied;
  }
}

/** The read-back of a line change: the cart, when the line now has `quantity`. */
function lineHasQuantity(erp: Erp, match: (cart: Cart) => { quantity: number } | undefined, quantity: number) {
  return async () => {
    const cart = await erp.cart.get();
    return match(cart)?.quantity === quantity ? cart : null;
  };
}

/** The read-back of a removal: done when the cart no longer has the line. */
function lineIsGone(erp: Erp, rowId: string) {
  return async (): Promise<CartRemoval | null> => {
    const cart = await erp.cart.get();
    return cart.lines.some((line) => line.rowId === rowId) ? null : { reload: true, message: "" };
  };
}

/** The read-back of an activation or a deletion: done when the saved cart is no longer among the saved ones. */
function savedCartIsGone(erp: Erp, id: number) {
  return async (): Promise<SavedCart[] | null> => {
    const saved = await erp.cart.savedCarts();
    return saved.some((cart) => cart.id === id) ? null : saved;
  };
}

/** An ERP failure as the customer's message: the ERP's own words when it refused. */
export function erpFailure(error: unknown): CartOutcome {
  if (isExpiredToken(error)) return { ok: false, messages: [], expired: true };
  if (isAlreadyOrdered(error)) {
    // Forget the ordered cart: the session goes on with the customer's current (active) cart.
    return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.alreadyOrdered" }], cartId: 0, alreadyOrdered: true };
  }
  if (isErpError(error, "rejected") && error.messages.length > 0) {
    return { ok: false, messages: error.messages.map((text) => ({ kind: "error" as const, text })) };
  }
  if (isErpError(error, "rejected") && error.status === 403) {
    // A write the ERP does not allow (a cart that is not the customer's): the session goes on with the current cart.
    return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.notAllowed" }], cartId: 0 };
  }
  if (isErpError(error, "rejected", "http") && (error.status === 404 || error.status === 403)) {
    return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.notFound" }], cartId: error.status === 403 ? 0 : undefined };
  }
  if (isOutcomeUnknown(error)) {
    logError("cart operation unconfirmed", error, { call: error.call, kind: error.kind });
    return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.unconfirmed" }] };
  }
  if (isErpError(error)) {
    if (error.kind !== "rejected") logError("cart operation failed", error, { call: error.call, kind: error.kind });
    // The ERP answered with a server error: it is there, and failed (not "cannot be reached").
    const key = error.kind === "server" ? "errors.server.message" : "cartPage.messages.erpUnavailable";
    return { ok: false, messages: [{ kind: "error", key }] };
  }
  throw error;
}

function addedLine(cart: Cart, sku: string, promoCode: string, promoRow: string): AddedLine | undefined {
  const line = findLine(cart.lines, { sku, promoCode, promoRow });
  if (!line) return undefined;
  return { sku: line.sku, name: line.name, image: line.image, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal };
}

function roundedMessage(quantity: number, multiple: number): CartMessage {
  return { kind: "info", key: "cartPage.messages.rounded", values: { quantity, multiple } };
}

/** The ERP's word when it cannot deliver the whole quantity of the line just changed (none when it can). */
function shortageMessages(line: CartLine | undefined): CartMessage[] {
  const shortage = line && stockShortage(line);
  return shortage ? [{ kind: "info", key: "cartPage.messages.shortage", values: { name: line.name, ...shortage } }] : [];
}

/** The request's ERP client and, for another cart of the same customer, a second one (a page's). */
export type CartClients = Pick<Page, "erp" | "erpForCart">;

/**
 * Runs a change that adds to the cart; when the session's cart turns out to be already ordered, runs
 * it once more on the customer's current cart (cart id 0, which the ERP reads as the active cart of
 * customer and address) and says so.
 */
export async function onCurrentCart<T extends { alreadyOrdered?: boolean; messages: CartMessage[] }>(
  { erp, erpForCart }: CartClients,
  change: (erp: Erp) => Promise<T>,
): Promise<T> {
  const first = await change(erp);
  if (!first.alreadyOrdered) return first;
  const again = await change(erpForCart(0));
  return { ...again, messages: [...again.messages, { kind: "info", key: "cartPage.messages.newCart" }] };
}

/** Adds an article: its promotion and packaging are read from the customer's price, never from the form. */
export async function addToCart(erp: Erp, request: { sku: string; quantity: number }): Promise<CartOutcome> {
  try {
    const [prices, cart] = await Promise.all([erp.catalog.prices([request.sku], [Math.max(1, request.quantity)]), erp.cart.get()]);
    const price = prices[request.sku];
    if (!price) return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.unknownCode", values: { code: request.sku } }] };
    if (!price.orderable) return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.notAvailable", values: { code: request.sku } }] };
    const promoCode = price.promotion?.code ?? "0";
    const promoRow = price.promotion?.row ?? "0";
    const multiple = price.packaging.multiple;
    const plan = planAdd(cart.lines, { sku: request.sku, quantity: request.quantity, promoCode, promoRow, packagingMultiple: multiple });
    let next: Cart;
    const messages: CartMessage[] = [];
    switch (plan.kind) {
      case "invalid":
        return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.noValidQuantity", values: { code: NO_VALID_QUANTITY } }] };
      case "add":
        next = await confirmedWrite(
          erp.cart.add({ sku: request.sku, quantity: plan.quantity, promoCode, promoRow }),
          lineHasQuantity(erp, (cart) => findLine(cart.lines, { sku: request.sku, promoCode, promoRow }), plan.quantity),
        );
        if (plan.rounded) messages.push(roundedMessage(plan.quantity, multiple));
        break;
      case "update":
        next = await confirmedWrite(
          erp.cart.update([{ rowId: plan.rowId, quantity: plan.quantity }]),
          lineHasQuantity(erp, (cart) => cart.lines.find((line) => line.rowId === plan.rowId), plan.quantity),
        );
        if (plan.rounded) messages.push(roundedMessage(plan.quantity, multiple));
        break;
      case "remove": {
        await confirmedWrite(erp.cart.remove(plan.rowId), lineIsGone(erp, plan.rowId));
        erp.tracking.cart("remove-cart", { otherData: { sku: request.sku } });
        return { ok: true, messages: [REMOVED], removedRowId: plan.rowId };
      }
    }
    const added = addedLine(next, request.sku, promoCode, promoRow);
    messages.push(...shortageMessages(findLine(next.lines, { sku: request.sku, promoCode, promoRow })));
    erp.tracking.cart("add-to-cart", {
      otherData: { sku: request.sku, quantity: added?.quantity ?? 0, price: added?.unitPrice ?? 0, promo_code: promoCode, promo_row: promoRow },
    });
    messages.unshift({ kind: "success", key: "cartPage.messages.added", values: { name: added?.name ?? request.sku } });
    return { ok: true, messages, cartId: next.id, added };
  } catch (error) {
    return erpFailure(error);
  }
}

/** Sets a line's quantity (typed, or one packaging step up or down); 0 removes the line. */
export async function updateLine(erp: Erp, request: { rowId: string; quantity?: number; step?: -1 | 1 }): Promise<CartOutcome> {
  try {
    const cart = await erp.cart.get();
    const line = cart.lines.find((candidate) => candidate.rowId === request.rowId);
    if (!line) return { ok: false, messages: [{ kind: "error", key: "cartPage.messages.notFound" }] };
    const { quantity, rounded } = nextLineQuantity(line.quantity, line.packagingMultiple, { step: request.step, typed: request.quantity });
    if (quantity === 0) return removeLine(erp, line.rowId);
    const next = await confirmedWrite(
      erp.cart.update([{ rowId: line.rowId, quantity }]),
      lineHasQuantity(erp, (current) => current.lines.find((candidate) => candidate.rowId === line.rowId), quantity),
    );
    erp.tracking.cart("update-cart", { otherData: { sku: line.sku, quantity, promo_code: line.promoCode, promo_row: line.promoRow } });
    const messages: CartMessage[] = [{ kind: "success", key: "cartPage.messages.updated", values: { name: line.name, quantity } }];
    if (rounded) messages.push(roundedMessage(quantity, line.packagingMultiple));
    messages.push(...shortageMessages(next.lines.find((candidate) => candidate.rowId === line.rowId)));
    return { ok: true, messages, cartId: next.id };
  } catch (error) {
    return erpFailure(error);
  }
}

/**
 * Removes a line with the ERP's notice (docs/rules.md rule 75). An ERP that answers `reload: false` removed nothing: its
 * own words say why.
 */
export async function removeLine(erp: Erp, rowId: string): Promise<CartOutcome> {
  try {
    const removal = await confirmedWrite(erp.cart.remove(rowId), lineIsGone(erp, rowId));
    erp.tracking.cart("remove-cart", { otherData: { row_id: rowId } });
    if (!removal.reload) {
      return {
        ok: false,
        messages: [removal.message ? { kind: "info", text: removal.message } : { kind: "error", key: "cartPage.messages.notFound" }],
      };
    }
    const cart = await erp.cart.get();
    return { ok: true, messages: [REMOVED], cartId: cart.id, removedRowId: rowId };
  } catch (error) {
    return erpFailure(error);
  }
}

export async function applyCoupon(erp: Erp, code: string): Promise<CartOutcome> {
  try {
    const wanted = code.trim().toUpperCase();
    const cart = await confirmedWrite(erp.cart.applyCoupon(code), async () => {
      const current = await erp.cart.get();
      return (current.coupon?.code ?? "").toUpperCase() === wanted ? current : null;
    });
    if (!cart.coupon) return { ok: true, messages: [{ kind: "info", key: "cartPage.messages.couponRemoved" }], cartId: cart.id };
    return {
      ok: true,
      messages: [
        { kind: "success", key: "cartPage.messages.couponApplied", values: { code: cart.coupon.code, description: cart.coupon.description } },
      ],
      cartId: cart.id,
    };
  } catch (error) {
    return erpFailure(error);
  }
}

/** Saves the active cart; `proposalFor`: the company an agent acting for the customer saves it for. */
export async function saveCart(erp: Erp, name: string, proposalFor: string | null): Promise<CartOutcome> {
  try {
    await erp.cart.saveCart(name);
    const message: CartMessage =
      proposalFor === null
        ? { kind: "success", key: "cartPage.messages.saved" }
        : { kind: "success", key: "cartPage.messages.proposalSaved", values: { company: proposalFor } };
    return { ok: true, messages: [message], cartId: 0 };
  } catch (error) {
    return erpFailure(error);
  }
}

export async function activateSavedCart(erp: Erp, id: number): Promise<CartOutcome> {
  try {
    await confirmedWrite(erp.cart.activateSavedCart(id), savedCartIsGone(erp, id));
    return { ok: true, messages: [{ kind: "success", key: "cartPage.messages.activated" }], cartId: 0 };
  } catch (error) {
    return erpFailure(error);
  }
}

export async function deleteSavedCart(erp: Erp, id: number): Promise<CartOutcome> {
  try {
    await confirmedWrite(erp.cart.deleteSavedCart(id), savedCartIsGone(erp, id));
    return { ok: true, messages: [{ kind: "success", key: "cartPage.messages.deleted" }] };
  } catch (error) {
    return erpFailure(error);
  }
}

/**
 * The customer's active cart for a page. A session cart id the ERP no longer accepts (ordered
 * elsewhere: 409; another address: 403) falls back to the active cart of customer and address.
 */
export async function loadActiveCart({ erp, erpForCart }: CartClients): Promise<Cart> {
  try {
    return await erp.cart.get();
  } catch (error) {
    if (isErpError(error, "rejected", "http") && (error.status === 409 || error.status === 403)) return erpForCart(0).cart.get();
    throw error;
  }
}
