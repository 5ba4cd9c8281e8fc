// The answer to a cart or checkout post rendered for another customer than the one served now
// (rendered-for.ts): nothing is changed, and the message names the customer served now.
import type { CartMessage } from "~/cart/messages";
import type { ShopSession } from "~/platform/flash.server";

export function servedNowMessage(session: ShopSession, clientId: string): CartMessage {
  return { kind: "error", key: "cart.otherCustomer", values: { company: session.get("company") ?? clientId } };
}
