// /pages/thankyou: the order just sent, from the checkout's signed cookie, with its lines' delivery dates.
import { getCheckoutSession } from "~/checkout/checkout-session.server";
import { sentDates } from "~/checkout/sent-dates.server";
import { orderNumber } from "~/platform/i18n";
import type { CustomerPage } from "~/page/page.server";

export async function loadThankYouPage({ request, customer }: CustomerPage) {
  const order = (await getCheckoutSession(request, customer)).checkout.get("lastOrder");
  if (!order) return { order: null };
  return {
    order: {
      number: orderNumber(order),
      deliveryType: order.deliveryType,
      deliveryDates: await sentDates(customer, order),
      jobSite: order.jobSite ?? null,
    },
  };
}
