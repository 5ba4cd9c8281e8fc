// The answer to a cart or checkout post rendered for another customer or address than the ones
// served now (renderedForOther, app/cart/cart.tsx): nothing is changed, and the message names whom and where the shop
// serves now.
import type { CartMessage } from "~/cart/messages";
import { FOR_ADDRESS_FIELD, FOR_CUSTOMER_FIELD, renderedForOther } from "~/cart/cart";
import type { CustomerContext } from "~/erp/types";
import { addToast } from "~/platform/flash.server";
import { sessionStorage, type ShopSession } from "~/platform/session.server";

/** The refusal's message when the form was rendered for someone or somewhere else; null when it is for the served customer and address. */
export function staleFormMessage(form: FormData, session: ShopSession, customer: CustomerContext): CartMessage | null {
  const other = renderedForOther({ customer: form.get(FOR_CUSTOMER_FIELD), address: form.get(FOR_ADDRESS_FIELD) }, customer);
  if (other === "customer") return { kind: "error", key: "cart.otherCustomer", values: { company: session.get("company") ?? customer.clientId } };
  if (other === "address") {
    const address = session.get("addresses")?.find((candidate) => candidate.code === customer.addressCode);
    const where = address ? [address.street, address.city].filter(Boolean).join(", ") : customer.addressCode;
    return { kind: "error", key: "cart.otherAddress", values: { address: where } };
  }
  return null;
}

/**
 * The refusal a page with JavaScript gets: the answer carries no message, the session a toast with it.
 * After the refusal the page reloads its data for the customer served now, and the form that posted
 * may not survive that (its fetcher or action data goes with it); the root's toasts do.
 */
export async function servedNowToast(session: ShopSession, message: CartMessage): Promise<{ "Set-Cookie": string }> {
  addToast(session, message);
  return { "Set-Cookie": await sessionStorage().commitSession(session) };
}
