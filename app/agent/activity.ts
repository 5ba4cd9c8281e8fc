// The activity log as the agent reads it: one row per order checked, and a checked order's delivery
// in the checkout's words (translated by the dashboard's loader: the page does not load the
// checkout's texts).
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
