// Whether this ERP takes return requests: a deployment without them answers `account/returns` 404,
// and the shop then shows no return control (account menu, documents, order detail). Whether a
// deployment has the calls is the same for every customer and does not change between two pages, so
// the answer is remembered for a minute either way: the ERP is not asked on every page.
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import { todayInRome } from "~/platform/format";

const REMEMBERED_FOR_MS = 60_000;
let known: { available: boolean; until: number } | null = null;

/** A 404 of a returns call: the deployment has none (another customer's request is a 404 of `return_get`, never of `returns`). */
export function returnsNotAvailable(error: unknown): boolean {
  return isErpError(error, "http") && error.status === 404;
}

/** Whether the signed-in customer's ERP takes return requests (false for a guest). Other failures propagate. */
export async function returnsAvailable(erp: Erp, now = Date.now()): Promise<boolean> {
  if (!erp.signedIn) return false;
  if (known && now < known.until) return known.available;
  try {
    // Today's requests only: the cheapest answer that tells whether the call exists.
    const today = todayInRome(new Date(now));
    await erp.returns.list({ from: today, to: today });
    known = { available: true, until: now + REMEMBERED_FOR_MS };
  } catch (error) {
    if (!returnsNotAvailable(error)) throw error;
    known = { available: false, until: now + REMEMBERED_FOR_MS };
  }
  return known.available;
}
