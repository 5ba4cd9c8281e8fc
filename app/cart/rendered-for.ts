// Every cart and checkout form names the customer and the delivery address it was rendered for. A
// tab left open while they changed (a sales agent switched customer in another tab, another customer
// signed in, the customer chose another address) would otherwise post into the cart of whoever and
// wherever is served now, at their prices.

/** The hidden fields: the client id and the address code the page served when it rendered the form ("" for nobody). */
export const FOR_CUSTOMER_FIELD = "forCustomer";
export const FOR_ADDRESS_FIELD = "forAddress";

export interface RenderedFor {
  customer: FormDataEntryValue | null;
  address: FormDataEntryValue | null;
}

/**
 * Whether a form was rendered for another customer or another address than the ones served now
 * (null: for these). A post without the customer field (a script of the shop's own) is not checked:
 * the session still decides whose cart it changes; one without the address field (a page from
 * before it) is checked for the customer only.
 */
export function renderedForOther(posted: RenderedFor, servedNow: { clientId: string; addressCode: string } | null): "customer" | "address" | null {
  if (posted.customer === null) return null;
  if (posted.customer !== (servedNow?.clientId ?? "")) return "customer";
  if (posted.address !== null && posted.address !== (servedNow?.addressCode ?? "")) return "address";
  return null;
}
