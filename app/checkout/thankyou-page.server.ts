// /pages/thankyou: the order just sent, from the checkout's signed cookie.
import { getCheckoutSession } from "~/checkout/checkout-session.server";
import { orderNumber } from "~/platform/format";
import type { CustomerPage } from "~/page/page.server";

export async function loadThankYouPage({ request, customer }: CustomerPage) {
  const order = (await getCheckoutSession(request, customer)).checkout.get("lastOrder");
  return {
    order: order
      ? { number: orderNumber(order), deliveryType: order.deliveryType, deliveryDates: order.deliveryDates ?? [], jobSite: order.jobSite ?? null }
      : null,
  };
}
