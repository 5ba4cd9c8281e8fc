// The customer's declarations of intent as pages read them: the shell (whether the account shows its
// declarations page), the cart and the checkout (the plafond left). Read once per request (the ERP
// client memoises the call, and the shell and the page share the client) and kept for a short time per
// session and customer, as the search settings are (shop-settings.server.ts); registering one forgets
// the copy. A deployment without declarations answers 404: then nobody sees any of their controls
// (remembered for a minute: app/erp/deployment.server.ts). Any other failure degrades to "none" for
// that request only.
import type { CustomerContext, Erp } from "~/erp/client.server";
import { knownNotOnThisErp, unlessNotOnThisErp } from "~/erp/deployment.server";
import type { VatExemption } from "~/erp/vat-exemptions.server";
import { secondary } from "~/page/degrade.server";

const CALL = "account/vat_exemptions";
const KEEP_FOR_MS = 30_000;
const MAX_ENTRIES = 5_000;

const kept = new Map<string, { declarations: VatExemption[]; until: number }>();

function keyOf(customer: CustomerContext): string {
  return [customer.token, customer.clientId].join(" ");
}

/**
 * The declarations of the customer being served, or null where this ERP keeps none (or for a guest).
 * `fresh` reads the ERP again (the declarations page itself); other failures propagate there.
 */
export async function customerVatExemptions(
  erp: Erp,
  customer: CustomerContext | null,
  { fresh = false, now = Date.now() }: { fresh?: boolean; now?: number } = {},
): Promise<VatExemption[] | null> {
  if (!customer || knownNotOnThisErp(CALL, now)) return null;
  const key = keyOf(customer);
  const copy = kept.get(key);
  if (!fresh && copy && now < copy.until) return copy.declarations;
  const read = unlessNotOnThisErp(CALL, () => erp.vatExemptions.list(), now);
  const declarations = fresh ? await read : await secondary(read, "declarations of intent");
  if (!declarations) return null;
  if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
  kept.set(key, { declarations, until: now + KEEP_FOR_MS });
  return declarations;
}

/** After a registration: the next page reads the ERP again. */
export function forgetVatExemptions(customer: CustomerContext): void {
  kept.delete(keyOf(customer));
}
