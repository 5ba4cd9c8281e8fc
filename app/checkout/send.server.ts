// Sending an order exactly once. The order form carries a one-time token issued with the page and
// kept in the signed checkout cookie together with the cart it belongs to. The same token sent
// twice at once (a double click) shares one ERP call in this process; sent again later, the token
// is gone; and the order names its cart explicitly, so another replica's second attempt meets the
// ERP's 409 "already ordered" instead of ordering a fresh cart. A send that went out without an
// answer (time-out, connection lost) may have made the order: the customer's order list says.
import { LRUCache } from "lru-cache";
import { createErp, type Erp } from "~/erp/client.server";
import { isOutcomeUnknown } from "~/erp/errors";
import type { CustomerContext, DeliveryType, JobSiteRef, Lang, OrderKey } from "~/erp/types";
import { orderNumber } from "~/platform/i18n";

const inFlight = new LRUCache<string, Promise<OrderKey>>({ max: 5_000, ttl: 10 * 60 * 1000 });

export interface SendRequest {
  lang: Lang;
  customer: CustomerContext;
  token: string;
  cartId: number;
  deliveryType: DeliveryType;
  note: string;
  /** The job site the order is for; none when absent. */
  jobSite?: JobSiteRef | null;
  /** The request's id, sent to the ERP with the order's calls. */
  requestId?: string;
}

export function sendOrderOnce(request: SendRequest): Promise<OrderKey> {
  const key = `${request.customer.clientId}:${request.token}`;
  const running = inFlight.get(key);
  if (running) return running;
  // Its own client, not the request's: the posts of a double click share this one send, which must
  // not stop when the request that started it goes away (the request's client carries its signal).
  const erp = createErp({ lang: request.lang, customer: { ...request.customer, cartId: request.cartId }, requestId: request.requestId });
  // Transport and date come from the ERP's own preview of this cart, never from the form.
  // A preview that leaves transport unknown falls back to the cart's own transport cost.
  const work = erp.checkout.prepare(request.deliveryType).then(async (preview) => {
    const submission = {
      deliveryType: request.deliveryType,
      note: request.note,
      jobSite: request.jobSite ?? null,
      shippingDate: preview.shippingDate ?? new Date().toISOString().slice(0, 10),
      transportCost: preview.totals.transport ?? (await erp.cart.get()).totals.shipping,
    };
    try {
      return await erp.checkout.send(submission);
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
      // Still unknown when the list does not have it yet (or cannot be read): the error stands.
      const order = await orderOfCart(erp, request.cartId).catch(() => null);
      if (!order) throw error;
      return order;
    }
  });
  inFlight.set(key, work);
  work.then(
    (order) => erp.tracking.cart("send-order", { otherData: { order: orderNumber(order), delivery_type: request.deliveryType } }),
    () => inFlight.delete(key),
  );
  return work;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The customer's order made from a cart, from the orders since yesterday (the ERP's day may not be ours). */
async function orderOfCart(erp: Erp, cartId: number): Promise<OrderKey | null> {
  if (cartId <= 0) return null;
  const since = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const orders = await erp.account.orders({ range: { from: since } });
  return orders.find((order) => order.cartId === cartId)?.key ?? null;
}
