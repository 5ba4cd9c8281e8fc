// Whether this ERP takes return requests: a deployment without them answers `account/returns` 404,
// and the shop then shows no return control (account menu, documents, order detail). Asked at most
// once a minute either way (app/erp/deployment.server.ts): the ERP is not asked on every page.
import type { Erp } from "~/erp/client.server";
import { deploymentHas } from "~/erp/deployment.server";
import { todayInRome } from "~/platform/i18n";

/** Whether the signed-in customer's ERP takes return requests (false for a guest). Other failures propagate. */
export async function returnsAvailable(erp: Erp, now = Date.now()): Promise<boolean> {
  if (!erp.signedIn) return false;
  // Today's requests only: the cheapest answer that tells whether the call exists.
  const today = todayInRome(new Date(now));
  return deploymentHas("account/returns", () => erp.returns.list({ from: today, to: today }), now);
}
