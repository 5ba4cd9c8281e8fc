// Whether this ERP keeps reorder lists, and the customer's lists for the controls that add to one.
// A deployment without lists answers `lists/list` 404: the shop then shows no list control (remembered
// for a minute: app/erp/deployment.server.ts); an ERP that has them is asked once per request (the call
// is memoised, and the lists page reuses it).
import type { Erp } from "~/erp/client.server";
import { unlessNotOnThisErp } from "~/erp/deployment.server";
import type { ReorderListSummary } from "~/erp/lists.server";

/** The customer's lists, or null where this ERP has none (or for a guest). Other failures propagate. */
export async function customerLists(erp: Erp, now = Date.now()): Promise<ReorderListSummary[] | null> {
  if (!erp.signedIn) return null;
  return unlessNotOnThisErp("lists/list", () => erp.lists.list(), now);
}
