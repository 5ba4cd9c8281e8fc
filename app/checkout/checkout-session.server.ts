// The checkout's own signed cookie: the one-time token of the order form (with the cart it was
// issued for) and the last order sent, for the thank-you page, all bound to the customer and the
// delivery address they were made for. Signed with the session secrets, so the browser can neither
// forge a cart id nor reuse a token after the order went out; bound, so a cookie replayed beside
// another customer's or address's session (copied, or left from before a switch) names no cart of
// theirs: the ERP trusts the cart id it is sent.
import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "~/platform/env.server";
import type { DeliveryType, JobSiteRef, OrderKey } from "~/erp/types";

export interface CheckoutSessionData {
  /** Whom and where the state below was made for. */
  clientId: string;
  addressCode: string;
  /** The order form's token, and the cart it was issued for. */
  token: string;
  cartId: number;
  /** The last order sent (thank-you page), with the token of the form that sent it (its dates: sent-dates.server.ts). */
  lastOrder: OrderKey & { deliveryType: DeliveryType; token: string; jobSite?: JobSiteRef | null };
}

/** How long the checkout's state lives. */
export const CHECKOUT_LIFETIME_MS = 2 * 60 * 60 * 1000;

let storage: ReturnType<typeof create> | undefined;

function create() {
  const env = getEnv();
  return createCookieSessionStorage<CheckoutSessionData>({
    cookie: {
      name: "__checkout",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production",
      secrets: env.SESSION_SECRET.split(",").map((secret) => secret.trim()),
      maxAge: CHECKOUT_LIFETIME_MS / 1000,
    },
  });
}

export function checkoutStorage() {
  storage ??= create();
  return storage;
}

/**
 * The checkout's state for the customer and address served now. A state made for another is dropped,
 * and `madeForOther` says so: the checkout refuses a post that relied on it. No state at all is
 * simply a checkout that begins.
 */
export async function getCheckoutSession(request: Request, servedNow: { clientId: string; addressCode: string }) {
  const checkout = await checkoutStorage().getSession(request.headers.get("Cookie"));
  const forServed = checkout.get("clientId") === servedNow.clientId && checkout.get("addressCode") === servedNow.addressCode;
  const madeForOther = !forServed && Object.keys(checkout.data).length > 0;
  if (!forServed) {
    checkout.unset("token");
    checkout.unset("cartId");
    checkout.unset("lastOrder");
    checkout.set("clientId", servedNow.clientId);
    checkout.set("addressCode", servedNow.addressCode);
  }
  return { checkout, madeForOther };
}
