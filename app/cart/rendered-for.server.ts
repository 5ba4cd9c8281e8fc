// The answer to a cart or checkout post rendered for another customer than the one served now
// (rendered-for.ts): nothing is changed, and the message names the customer served now.
import type { CartMessage } from "~/cart/messages";
import { addToast, type ShopSession } from "~/platform/flash.server";
import { sessionStorage } from "~/platform/session.server";

export function servedNowMessage(session: ShopSession, clientId: string): CartMessage {
  return { kind: "error", key: "cart.otherCustomer", values: { company: session.get("company") ?? clientId } };
}

/**
 * The refusal a page with JavaScript gets: the answer carries no message, the session a toast with it.
 * After the refusal the page reloads its data for the customer served now, and the form that posted
 * may not survive that (its fetcher or action data goes with it); the root's toasts do.
 */
export async function servedNowToast(session: ShopSession, clientId: string): Promise<{ "Set-Cookie": string }> {
  addToast(session, servedNowMessage(session, clientId));
  return { "Set-Cookie": await sessionStorage().commitSession(session) };
}
