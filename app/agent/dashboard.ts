// The agent dashboard's request rules: the customer filter it sends the ERP, and what each recorded
// change is called on screen, one row per order checked.
import { z } from "zod";

/** Activity entries per page of the dashboard (the ERP answers at most 500, newest first). */
export const ACTIVITY_PAGE_SIZE = 25;
/** The longest customer code the filter sends. */
export const CUSTOMER_CODE_MAX = 20;

const CustomerCode = z
  .string()
  .max(CUSTOMER_CODE_MAX)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `?customer=…`: a code is sent to the ERP only when well-formed; a malformed one is reported (the typed text is shown again). */
export function parseCustomerFilter(search: URLSearchParams): { customer: string; clientId: string | undefined; invalid: boolean } {
  const customer = (search.get("customer") ?? "").trim().slice(0, 100);
  if (customer === "") return { customer, clientId: undefined, invalid: false };
  const parsed = CustomerCode.safeParse(customer);
  return { customer, clientId: parsed.success ? parsed.data : undefined, invalid: !parsed.success };
}

/** The ERP's names of the changes it records in a customer's name, each with its text in agentDashboard.actions. */
const KNOWN_ACTIONS = [
  "add_to_cart",
  "update_cart",
  "remove_cart_item",
  "apply_coupon",
  "save_cart",
  "activate_cart",
  "delete_cart",
  "prepare_order",
  "send_order",
  "wishlist_add",
  "wishlist_remove",
] as const;

/**
 * The translation key of what was done, or null for an action this shop does not know (shown raw).
 * The ERP records a removed coupon as `apply_coupon` without a code.
 */
export function activityActionKey(action: string, reference: string): string | null {
  if (action === "apply_coupon" && reference === "") return "agentDashboard.actions.remove_coupon";
  return (KNOWN_ACTIONS as readonly string[]).includes(action) ? `agentDashboard.actions.${action}` : null;
}

/** The delivery a `prepare_order` entry names (its reference), as the checkout calls it. */
const DELIVERY_KEYS: Record<string, string> = { SHIPPING_GOOD: "checkout.shipping", PICKUP_HEADQUARTER: "checkout.pickup" };

/** The translation key of an entry's reference, or null when it is shown as the ERP wrote it (a code, a name). */
export function activityReferenceKey(action: string, reference: string): string | null {
  return action === "prepare_order" ? (DELIVERY_KEYS[reference] ?? null) : null;
}

/**
 * One row per order checked. The ERP records every press of "check the order" (and the check that
 * sending makes): checks of a customer in a row, with no other change of theirs between, are one,
 * shown as the newest (with the delivery it was checked for). `entries` are newest first.
 */
export function oneRowPerCheck<T extends { clientId: string; action: string }>(entries: readonly T[]): T[] {
  const newerAction = new Map<string, string>();
  return entries.filter((entry) => {
    const newer = newerAction.get(entry.clientId);
    newerAction.set(entry.clientId, entry.action);
    return !(entry.action === "prepare_order" && newer === "prepare_order");
  });
}
