// prepare_order and send_order: the cart becomes an order (status IA) and a new active cart begins.
import type Database from "better-sqlite3";
import { activeCart, cartView, minimumWarning, openCartOf, type CartView } from "../carts";
import { recordActivity } from "../agents";
import { checkContext } from "../context";
import { deliveryDate, isIsoDate, pickupDate, romeToday } from "../dates";
import { listForm } from "../http";
import { checkedJobSite, type JobSiteInput } from "../job-sites";
import { cascadeLabel, round2, vatOf } from "../money";
import { t } from "../text";
import { Failure, type Call, type CheckedContext, type Ctx, type Lang, type Routes } from "../types";

type DeliveryType = "SHIPPING_GOOD" | "PICKUP_HEADQUARTER";

const ORDER_CAUSALE = "OC";

function deliveryTypeOf(value: unknown, lang: Lang): DeliveryType {
  if (value === undefined || value === null || value === "" || value === "SHIPPING_GOOD") return "SHIPPING_GOOD";
  if (value === "PICKUP_HEADQUARTER") return value;
  throw new Failure(listForm({ success: false, message: t(lang, "Tipo di consegna sconosciuto", "Unknown delivery type") }, 422));
}

/** Totals of the order: the cart's, without transport for a pickup. */
function orderTotals(view: CartView, deliveryType: DeliveryType) {
  const net = view.totals.net;
  const transport = deliveryType === "PICKUP_HEADQUARTER" ? 0 : view.totals.transport;
  const vat = vatOf(net + transport);
  return { net, vat, transport, total: round2(net + transport + vat) };
}

/** The earliest date the goods leave (delivery) or can be collected (pickup). */
function earliestDate(deliveryType: DeliveryType, now: Date): string {
  return deliveryType === "PICKUP_HEADQUARTER" ? pickupDate(now) : deliveryDate(now);
}

/** A cart that can be ordered: has lines and meets the minimum, else the list-form 422. */
function orderableView(db: Database.Database, checked: CheckedContext, lang: Lang, now: Date): CartView {
  const view = cartView(db, openCartOf(db, checked, now, lang), checked, lang, now);
  if (view.lines.length === 0) {
    throw new Failure(listForm({ success: false, message: t(lang, "Il carrello è vuoto", "The cart is empty") }, 422));
  }
  if (!view.totals.compliant) throw new Failure(listForm({ success: false, message: minimumWarning(view.totals, lang) }, 422));
  return view;
}

function anomaliesOf(view: CartView, lang: Lang) {
  return view.lines.flatMap((line) => {
    if (line.status === "IN ARRIVO") {
      return [{ code: "ARRIVING", message: t(lang, `${line.name}: articolo in arrivo`, `${line.name}: arriving soon`), carti: line.sku }];
    }
    if (line.quantity > line.availability) {
      return [
        {
          code: "SHORT_STOCK",
          message: t(
            lang,
            `${line.name}: disponibili ${line.availability} su ${line.quantity} richiesti`,
            `${line.name}: ${line.availability} available of ${line.quantity} requested`,
          ),
          carti: line.sku,
        },
      ];
    }
    return [];
  });
}

function paymentMethodOf(db: Database.Database, checked: CheckedContext): string {
  const row = db.prepare("SELECT payment_method FROM addresses WHERE customer_id = ? AND code = ?").get(checked.customerId, checked.addressCode) as {
    payment_method: string;
  };
  return row.payment_method;
}

function prepareOrder(call: Call, ctx: Ctx) {
  const checked = checkContext(call, ctx, { customerOnly: true });
  const now = ctx.now();
  const deliveryType = deliveryTypeOf(call.body.delivery_type, call.lang);
  const view = orderableView(ctx.db, checked, call.lang, now);
  const totals = orderTotals(view, deliveryType);
  recordActivity(ctx.db, checked, "prepare_order", deliveryType, now);
  return listForm(
    {
      // In the cart's own field names, as the contract says.
      totals: { totale_netto: totals.net, spese_trasporto: totals.transport, iva: totals.vat, totale_doc: totals.total },
      shipping_date: earliestDate(deliveryType, now),
      payment_method: paymentMethodOf(ctx.db, checked),
      anomalies: anomaliesOf(view, call.lang),
    },
    200,
  );
}

/** send_order's `job_site: {name, cig?, cup?}`, checked as a saved job site is; none when absent. */
function jobSiteOfOrder(value: unknown, lang: Lang): JobSiteInput | null {
  if (value === undefined || value === null) return null;
  const checked = checkedJobSite(typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {}, lang);
  if ("refused" in checked) throw new Failure(listForm({ success: false, message: checked.refused }, 422));
  return checked;
}

function sendOrder(call: Call, ctx: Ctx) {
  const checked = checkContext(call, ctx, { customerOnly: true });
  const { db } = ctx;
  const now = ctx.now();
  const deliveryType = deliveryTypeOf(call.body.delivery_type, call.lang);
  const view = orderableView(db, checked, call.lang, now);
  const totals = orderTotals(view, deliveryType);
  // The customer may ask for a later date, never an earlier one.
  const earliest = earliestDate(deliveryType, now);
  const requested = typeof call.body.shipping_date === "string" ? call.body.shipping_date.slice(0, 10) : "";
  const deliveryOn = isIsoDate(requested) && requested > earliest ? requested : earliest;
  const note = typeof call.body.note === "string" ? call.body.note.slice(0, 1000) : "";
  const jobSite = jobSiteOfOrder(call.body.job_site, call.lang);
  const today = romeToday(now);
  const year = Number(today.slice(0, 4));

  const number = db.transaction(() => {
    const last = db.prepare("SELECT MAX(number) AS n FROM orders WHERE causale = ? AND year = ?").get(ORDER_CAUSALE, year) as { n: number | null };
    const next = (last.n ?? 1000) + 1;
    const order = db
      .prepare(
        `INSERT INTO orders (customer_id, address_code, causale, year, number, registered_on, delivery_on, status, cart_id,
           delivery_type, payment_method, note, coupon_code, net, transport, vat, total, quantity, source, created_at, agent_code,
           job_site_name, job_site_cig, job_site_cup)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'IA', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'shop', ?, ?, ?, ?, ?)`,
      )
      .run(
        checked.customerId,
        checked.addressCode,
        ORDER_CAUSALE,
        year,
        next,
        today,
        deliveryOn,
        view.cart.id,
        deliveryType,
        paymentMethodOf(db, checked),
        note,
        view.coupon && view.totals.couponDiscount > 0 ? view.coupon.code : null,
        totals.net,
        totals.transport,
        totals.vat,
        totals.total,
        view.lines.reduce((sum, line) => sum + line.quantity, 0),
        now.toISOString(),
        checked.agentCode,
        jobSite?.name ?? null,
        jobSite?.cig ?? null,
        jobSite?.cup ?? null,
      );
    const insertRow = db.prepare(
      `INSERT INTO order_rows (order_id, row_no, sku, description, unit, quantity, delivered, list_price, discount,
         unit_net, net, promo_code, promo_row)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
    );
    view.lines.forEach((line, index) => {
      insertRow.run(
        order.lastInsertRowid,
        index + 1,
        line.sku,
        line.name,
        line.unit,
        line.quantity,
        line.listPrice,
        cascadeLabel(checked.profile.discounts),
        line.unitNet,
        line.net,
        line.promoCode,
        line.promoRow,
      );
    });
    db.prepare("UPDATE carts SET status = 'ordered', updated_at = ? WHERE id = ?").run(now.toISOString(), view.cart.id);
    activeCart(db, checked.customerId, checked.addressCode, now);
    return next;
  })();
  recordActivity(db, checked, "send_order", `${ORDER_CAUSALE}/${year}/${number}`, now);

  return listForm({ order: { CausaleDocDefinitivo: ORDER_CAUSALE, NumeroDocDefinitivo: number, AnnoDocDefinitivo: year } }, 200);
}

export const routes: Routes = {
  "POST /hub/wrapper/prepare_order": prepareOrder,
  "POST /hub/wrapper/send_order": sendOrder,
};
