// Whether this ERP keeps reorder lists, and the customer's lists for the controls that add to one.
// A deployment without lists answers `lists/list` 404: the shop then shows no list control. That
// answer is remembered for a minute (the deployment will not grow the calls between two pages), so
// such an ERP is not asked on every page; an ERP that has them is asked once per request (the call
// is memoised, and the lists page reuses it).
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { ReorderListSummary } from "~/erp/lists.server";

const NOT_AVAILABLE_FOR_MS = 60_000;
let notAvailableUntil = 0;

/** A 404 of a lists call: the deployment has no lists (a forged list id is a 404 of `lists/get`, never of `lists/list`). */
export function listsNotAvailable(error: unknown): boolean {
  return isErpError(error, "http") && error.status === 404;
}

/** The customer's lists, or null where this ERP has none (or for a guest). Other failures propagate. */
export async function customerLists(erp: Erp, now = Date.now()): Promise<ReorderListSummary[] | null> {
  if (!erp.signedIn || now < notAvailableUntil) return null;
  try {
    return await erp.lists.list();
  } catch (error) {
    if (!listsNotAvailable(error)) throw error;
    notAvailableUntil = now + NOT_AVAILABLE_FOR_MS;
    return null;
  }
}
