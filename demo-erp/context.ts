// Token lookup and the customer-context check. The real ERP trusts the context fields of a body
// blindly; the demo refuses a context that does not belong to the token (403) so that a storefront
// leaking one customer's context into another's calls fails loudly in tests. A sales agent's token
// acts for the customers of the agent's portfolio only, and names the agent in `agent_code`.
import type Database from "better-sqlite3";
import { guestProfile } from "./pricing";
import { text } from "./text";
import { Failure, type Call, type Caller, type CheckedContext, type Ctx, type PricingProfile } from "./types";

const MAX_DISCOUNTS = 6;

export function callerForToken(db: Database.Database, token: string, now: Date): Caller | null {
  if (!token) return null;
  const customer = db.prepare("SELECT customer_id FROM tokens WHERE token = ? AND expires_at > ?").get(token, now.getTime()) as
    { customer_id: string } | undefined;
  if (customer) return { kind: "customer", customerId: customer.customer_id, token };
  const agent = db.prepare("SELECT agent_code FROM agent_tokens WHERE token = ? AND expires_at > ?").get(token, now.getTime()) as
    { agent_code: string } | undefined;
  return agent ? { kind: "agent", agentCode: agent.agent_code, token } : null;
}

export function contextMismatch(): Failure {
  return new Failure({ status: 403, json: { status: "error", message: "Context does not belong to the token" } });
}

function outsidePortfolio(): Failure {
  return new Failure({ status: 403, json: { status: "error", message: "Customer not in the agent's portfolio" } });
}

/** Whether a customer is in an agent's portfolio (the customer's referral agent is that agent). */
export function inPortfolio(db: Database.Database, agentCode: string, customerId: string): boolean {
  return db.prepare("SELECT 1 FROM customers WHERE id = ? AND agent_code = ?").get(customerId, agentCode) !== undefined;
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
  const agentCode = text(call.body.agent_code);
  if (cartId === null) throw contextMismatch();

  if (call.caller.kind === "app") {
    if (options.customerOnly || customerId !== "0" || addressCode !== "0" || cartId !== 0 || agentCode !== "") throw contextMismatch();
    return { customerId: "0", addressCode: "0", cartId: null, profile: guestProfile, agentCode: null };
  }

  if (call.caller.kind === "agent") {
    if (agentCode !== call.caller.agentCode) throw contextMismatch();
    if (!inPortfolio(ctx.db, agentCode, customerId)) throw outsidePortfolio();
  } else if (agentCode !== "" || customerId !== call.caller.customerId) {
    throw contextMismatch();
  }
  const profile = addressProfile(ctx.db, customerId, addressCode);
  if (!profile) throw contextMismatch();
  if (cartId !== 0) {
    const cart = ctx.db.prepare("SELECT 1 FROM carts WHERE id = ? AND customer_id = ?").get(cartId, customerId);
    if (!cart) throw contextMismatch();
  }
  return {
    customerId,
    addressCode,
    cartId: cartId === 0 ? null : cartId,
    profile,
    agentCode: call.caller.kind === "agent" ? call.caller.agentCode : null,
  };
}

/** The prices of a customer at one of their addresses, or null when the address is not theirs. */
function addressProfile(db: Database.Database, customerId: string, addressCode: string): PricingProfile | null {
  const row = db
    .prepare(
      `SELECT c.price_list, c.discounts, a.extra_discount
         FROM customers c JOIN addresses a ON a.customer_id = c.id
        WHERE c.id = ? AND a.code = ?`,
    )
    .get(customerId, addressCode) as CustomerPricingRow | undefined;
  return row ? pricingProfile(row.price_list, JSON.parse(row.discounts) as number[], row.extra_discount) : null;
}

/** The context a cart was made in (its customer and address), for the calls that name only a cart. */
export function cartOwnerContext(db: Database.Database, cart: { id: number; customer_id: string; address_code: string }): CheckedContext {
  const profile = addressProfile(db, cart.customer_id, cart.address_code) ?? guestProfile;
  return { customerId: cart.customer_id, addressCode: cart.address_code, cartId: cart.id, profile, agentCode: null };
}

/** The customer's cascade with the address's extra discount appended (at most six steps). */
export function pricingProfile(priceList: PricingProfile["priceList"], discounts: number[], extraDiscount: number): PricingProfile {
  const cascade = extraDiscount > 0 ? [...discounts, extraDiscount] : [...discounts];
  return { priceList, discounts: cascade.slice(0, MAX_DISCOUNTS) };
}
