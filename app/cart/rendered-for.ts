// Every cart and checkout form names the customer it was rendered for. A tab left open while the
// customer changed (a sales agent switched in another tab, another customer signed in) would
// otherwise post into the cart of whoever is served now, at their prices.

/** The hidden field: the client id the page served when it rendered the form ("" for nobody). */
export const FOR_CUSTOMER_FIELD = "forCustomer";

/**
 * Whether a form was rendered for someone other than the customer served now. A post without the
 * field (a script of the shop's own, a page from before the field) is not checked: the session
 * still decides whose cart it changes.
 */
export function renderedForAnotherCustomer(posted: FormDataEntryValue | null, servedNow: string | null): boolean {
  if (posted === null) return false;
  return posted !== (servedNow ?? "");
}
