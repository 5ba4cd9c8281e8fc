// The checkout's own signed cookie: the one-time token of the order form (with the cart it was
// issued for) and the last order sent, for the thank-you page. Signed with the session secrets, so
// the browser can neither forge a cart id nor reuse a token after the order went out.
import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "~/platform/env.server";
import type { DeliveryType, OrderKey } from "~/erp/types";

export interface CheckoutSessionData {
  /** The order form's token, and the cart it was issued for. */
  token: string;
  cartId: number;
  /** The last order sent (thank-you page), with the token of the form that sent it. */
  lastOrder: OrderKey & { deliveryType: DeliveryType; token: string };
}

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
      maxAge: 60 * 60 * 2,
    },
  });
}

export function checkoutStorage() {
  storage ??= create();
  return storage;
}

export function getCheckoutSession(request: Request) {
  return checkoutStorage().getSession(request.headers.get("Cookie"));
}
