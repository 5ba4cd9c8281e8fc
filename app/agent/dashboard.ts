// The agent dashboard's request rules: the customer filter it sends the ERP, and what each recorded
// change is called on screen.
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
