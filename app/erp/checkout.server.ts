// Checkout (hub wrapper/*): prepare_order previews totals, shipping date and anomalies; send_order
// turns the session's cart into an order (the ERP then starts a new empty active cart). Both
// answer in the list form; refusals (empty cart, minimum not met, already ordered) are ErpError
// "rejected" with the ERP's message.
import { z } from "zod";
import { clientContext, requireCustomer, type Link, type Parse } from "./link.server";
import { erpDay, erpId, list, optionalNumber, parseWith, text } from "./schema";
import type { CheckoutPreview, DeliveryType, OrderKey, OrderSubmission } from "./types";

const PreviewWire = z.object({
  totals: z.object({ net: optionalNumber, vat: optionalNumber, transport: optionalNumber, total: optionalNumber }),
  shipping_date: erpDay,
  payment_method: text,
  anomalies: list(z.object({ code: text, message: text, carti: text })),
});

const SentWire = z.object({
  order: z.object({ CausaleDocDefinitivo: erpId, NumeroDocDefinitivo: erpId, AnnoDocDefinitivo: erpId }),
});

export function checkoutApi(link: Link) {
  async function write<T>(path: string, args: Record<string, unknown>, parse: Parse<T>): Promise<T> {
    requireCustomer(link, { upstream: "hub", call: path });
    return link.write(
      {
        upstream: "hub",
        area: "hub-wrapper",
        method: "POST",
        path,
        body: { ...args, ...clientContext(link.customer) },
        envelope: "message",
      },
      parse
    );
  }

  return {
    /** Previews the order of the session's cart for a delivery type. */
    prepare(deliveryType: DeliveryType): Promise<CheckoutPreview> {
      return write("/wrapper/prepare_order", { delivery_type: deliveryType }, (payload, ref) => {
        const wire = parseWith(PreviewWire, payload, ref);
        return {
          totals: wire.totals,
          shippingDate: wire.shipping_date,
          paymentMethod: wire.payment_method,
          anomalies: wire.anomalies.map((anomaly) => ({
            code: anomaly.code,
            message: anomaly.message,
            sku: anomaly.carti,
          })),
        };
      });
    },

    /** Sends the session's cart as an order → the new order's key. */
    send(submission: OrderSubmission): Promise<OrderKey> {
      return write(
        "/wrapper/send_order",
        {
          delivery_type: submission.deliveryType,
          note: submission.note,
          shipping_date: submission.shippingDate,
          transport_cost: submission.transportCost,
          ...(submission.couponCode ? { coupon_code: submission.couponCode } : {}),
        },
        (payload, ref) => {
          const { order } = parseWith(SentWire, payload, ref);
          return { type: order.CausaleDocDefinitivo, number: order.NumeroDocDefinitivo, year: order.AnnoDocDefinitivo };
        }
      );
    },
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
