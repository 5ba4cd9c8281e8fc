// Token lookup and the customer-context check. The real ERP trusts the context fields of a body
// blindly; the demo refuses a context that does not belong to the token (403) so that a storefront
// leaking one customer's context into another's calls fails loudly in tests.
import type Database from "better-sqlite3";
import { guestProfile } from "./pricing";
import { Failure, type Call, type Caller, type CheckedContext, type Ctx, type PricingProfile } from "./types";

const MAX_DISCOUNTS = 6;

export function callerForToken(db: Database.Database, token: string, now: Date): Caller | null {
  if (!token) return null;
  const row = db.prepare("SELECT customer_id FROM tokens WHERE token = ? AND expires_at > ?").get(token, now.getTime()) as
    { customer_id: string } | undefined;
  return row ? { kind: "customer", customerId: row.customer_id, token } : null;
}

export function contextMismatch(): Failure {
  return new Failure({ status: 403, json: { status: "error", message: "Context does not belong to the token" } });
}

/** A context id as the canonical string: numbers and strings accepted, missing or empty = "0". */
function contextId(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  return "0";
}

/** The cart id of a body: a non-negative integer, or null when it is not one. */
function cartIdOf(value: unknown): number | null {
  const text = contextId(value);
  return /^\d+$/.test(text) ? Number(text) : null;
}

interface CustomerPricingRow {
  price_list: "A" | "B" | "C";
  discounts: string;
  extra_discount: number;
}

export function checkContext(call: Call, ctx: Ctx, options: { customerOnly: boolean }): CheckedContext {
  const customerId = contextId(call.body.customer_code ?? call.body.client_id);
  const addressCode = contextId(call.body.address_code);
  const cartId = cartIdOf(call.body.id_cart);
  if (cartId === null) throw contextMismatch();

  if (call.caller.kind === "app") {
    if (options.customerOnly || customerId !== "0" || addressCode !== "0" || cartId !== 0) throw contextMismatch();
    return { customerId: "0", addressCode: "0", cartId: null, profile: guestProfile };
  }

  if (customerId !== call.caller.customerId) throw contextMismatch();
  const row = ctx.db
    .prepare(
      `SELECT c.price_list, c.discounts, a.extra_discount
         FROM customers c JOIN addresses a ON a.customer_id = c.id
        WHERE c.id = ? AND a.code = ?`,
    )
    .get(customerId, addressCode) as CustomerPricingRow | undefined;
  if (!row) throw contextMismatch();
  if (cartId !== 0) {
    const cart = ctx.db.prepare("SELECT 1 FROM carts WHERE id = ? AND customer_id = ?").get(cartId, customerId);
    if (!cart) throw contextMismatch();
  }
  return { customerId, addressCode, cartId: cartId === 0 ? null : cartId, profile: profileOf(row) };
}

function profileOf(row: CustomerPricingRow): PricingProfile {
  return pricingProfile(row.price_list, JSON.parse(row.discounts) as number[], row.extra_discount);
}

/** The customer's cascade with the address's extra discount appended (at most six steps). */
export function pricingProfile(priceList: PricingProfile["priceList"], discounts: number[], extraDiscount: number): PricingProfile {
  const cascade = extraDiscount > 0 ? [...discounts, extraDiscount] : [...discounts];
  return { priceList, discounts: cascade.slice(0, MAX_DISCOUNTS) };
}
