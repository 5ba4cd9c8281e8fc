// Fire-and-forget tracking events (POST {TRACKING_URL}/kafka/cart/track and /kafka/search/track):
// they never wait in the caller's path, never fail a request, and are off when TRACKING_URL is
// unset. The customer fields come from the session; numbers are rounded to 4 decimals. Only a
// customer is tracked: the spec's tracking needs both a client id and an address code, which a
// guest (or an agent who has not chosen a customer) does not have.
import { getEnv } from "~/platform/env.server";
import type { Link } from "./link.server";
import { roundNumbersDeep } from "./numbers";
import { send } from "./transport.server";
import type { CartTrackingAction, TrackingRecord } from "./types";

const TRACKING_TIMEOUT_MS = 2_000;
const TRACKING_DECIMALS = 4;

export function trackingApi(link: Link) {
  function track(path: string, topic: string, action: string, record: TrackingRecord): void {
    const customer = link.customer;
    if (!getEnv().TRACKING_URL || !customer?.clientId || !customer.addressCode) return;
    const body = roundNumbersDeep(
      {
        topic,
        action,
        record: {
          id_cart: customer.cartId,
          address_code: customer.addressCode,
          id_client: customer.clientId,
          listing_type: record.listingType ?? "",
          listing_code: record.listingCode ?? "",
          // Only what the caller chose to share (never the session cookie: it holds the ERP token).
          cookies: record.cookies ?? {},
          page_visited: record.pageVisited ?? "",
          other_data: record.otherData ?? {},
        },
      },
      TRACKING_DECIMALS,
    );
    // Not tied to the browser request's signal, not awaited, failures dropped: tracking is best effort.
    send({
      upstream: "tracking",
      area: "tracking",
      method: "POST",
      path,
      body,
      write: true,
      lang: link.lang,
      auth: "app-token",
      timeoutMs: TRACKING_TIMEOUT_MS,
    }).catch(() => undefined);
  }

  return {
    /** Tracks a cart event (add-to-cart, update-cart, remove-cart, prepare-order, send-order). */
    cart(action: CartTrackingAction, record: TrackingRecord): void {
      track("/kafka/cart/track", "cart", action, record);
    },
    /** Tracks a product-list view (a search or listing). */
    search(record: TrackingRecord): void {
      track("/kafka/search/track", "search", "product-list", record);
    },
  };
}

export type TrackingApi = ReturnType<typeof trackingApi>;
