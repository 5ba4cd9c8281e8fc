// Checkout (hub wrapper/*): prepare_order previews totals, shipping date and anomalies; send_order
// turns the session's cart into an order (the ERP then starts a new empty active cart). Both
// answer in the list form; refusals (empty cart, minimum not met, already ordered) are ErpError
// "rejected" with the ERP's message.
import { z } from "zod";
import { clientContext, requireCustomer, type Link, type Parse } from "./link.server";
import { erpDay, erpId, list, nullableNumber, optionalObject, parseWith, text } from "./schema.server";
import type { CheckoutPreview, DeliveryType, JobSiteRef, OrderKey, OrderSubmission } from "./types";

/** Totals in the cart's own field names and number forms; a total that is missing is unknown (null), never 0. */
const PreviewWire = z.object({
  totals: optionalObject({ totale_netto: nullableNumber, spese_trasporto: nullableNumber, iva: nullableNumber, totale_doc: nullableNumber }),
  shipping_date: erpDay,
  payment_method: text,
  anomalies: list(z.object({ code: text, message: text, carti: text })),
});

const SentWire = z.object({
  order: z.object({ CausaleDocDefinitivo: erpId, NumeroDocDefinitivo: erpId, AnnoDocDefinitivo: erpId }),
});

/** `job_site: {name, cig?, cup?}`: the codes only where the job site has them. */
function jobSiteWire({ name, cig, cup }: JobSiteRef) {
  return { name, ...(cig ? { cig } : {}), ...(cup ? { cup } : {}) };
}

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
      },
      parse,
    );
  }

  return {
    /** Previews the order of the session's cart for a delivery type. */
    prepare(deliveryType: DeliveryType): Promise<CheckoutPreview> {
      return write("/wrapper/prepare_order", { delivery_type: deliveryType }, (payload, ref) => {
        const wire = parseWith(PreviewWire, payload, ref);
        return {
          totals: {
            net: wire.totals?.totale_netto ?? null,
            transport: wire.totals?.spese_trasporto ?? null,
            vat: wire.totals?.iva ?? null,
            total: wire.totals?.totale_doc ?? null,
          },
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
          ...(submission.jobSite ? { job_site: jobSiteWire(submission.jobSite) } : {}),
        },
        (payload, ref) => {
          const { order } = parseWith(SentWire, payload, ref);
          return { type: order.CausaleDocDefinitivo, number: order.NumeroDocDefinitivo, year: order.AnnoDocDefinitivo };
        },
      );
    },
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
