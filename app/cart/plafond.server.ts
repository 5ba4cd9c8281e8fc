// The plafond the cart and the checkout show: what is left of the served customer's valid
// declarations of intent today (app/page/vat-exemptions.server.ts reads them, once per request and
// kept for a moment per session), or null for a customer without one or an ERP without declarations.
import { remainingPlafond } from "~/cart/plafond";
import type { CustomerPage } from "~/page/page.server";
import { customerVatExemptions } from "~/page/vat-exemptions.server";
import { todayInRome } from "~/platform/i18n";

export async function customerPlafond({ erp, customer }: CustomerPage): Promise<number | null> {
  const declarations = await customerVatExemptions(erp, customer);
  return declarations && remainingPlafond(declarations, todayInRome());
}
