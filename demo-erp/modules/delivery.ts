// K.check_info_availability_for_item and K.update_cart_row_with_date: the ERP's available-to-promise
// check of cart rows and the customer's later day for them. When the ERP can deliver: three business
// days (the shipping date) for an article in stock, later for a quantity above the stock or an
// article arriving, never for one sold out or out of production (an empty date). The first check of a
// row of the cart records its date on the row; an article that is not a row of the cart is answered
// and nothing is recorded (the doctor asks that way).
import type Database from "better-sqlite3";
import { addBusinessDays, deliveryDate, displayDate, isIsoDate } from "../dates";
import { message } from "../http";
import { integerOf, t, text } from "../text";
import type { Call, Ctx, Routes } from "../types";

/** Extra business days after the shipping date: a quantity above the stock, an article arriving. */
const RESTOCK_DAYS = 5;
const ARRIVING_DAYS = 10;

interface Item {
  productId: number;
  quantity: number;
  /** The day asked for, 'YYYY-MM-DD' (the shipping date when none or unreadable). */
  requested: string;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null. */
function isoOf(value: unknown): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text(value));
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : null;
  return isIsoDate(iso) ? iso : null;
}

function itemsOf(call: Call, shipping: string): Item[] {
  const list = Array.isArray(call.body.item_list) ? call.body.item_list : [];
  return list.flatMap((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const productId = integerOf(item.internalCode);
    if (productId === null) return [];
    return [{ productId, quantity: integerOf(item.quantity) ?? 1, requested: isoOf(item.date) ?? shipping }];
  });
}

/** The first day the ERP can deliver a quantity of an article, or null when it cannot say. */
function earliestDay(db: Database.Database, item: Item, shipping: string): string | null {
  const product = db.prepare("SELECT status, stock FROM products WHERE id = ?").get(item.productId) as { status: string; stock: number } | undefined;
  if (!product || product.status === "ESAURITO" || product.status === "FUORI PRODUZIONE") return null;
  if (product.status === "IN ARRIVO") return addBusinessDays(shipping, ARRIVING_DAYS);
  return item.quantity > product.stock ? addBusinessDays(shipping, RESTOCK_DAYS) : shipping;
}

function cartRow(db: Database.Database, cartId: number, productId: number) {
  return db
    .prepare("SELECT id, quantity, delivery_date FROM cart_rows WHERE cart_id = ? AND product_id = ? ORDER BY id LIMIT 1")
    .get(cartId, productId) as { id: number; quantity: number; delivery_date: string | null } | undefined;
}

/** 'YYYY-MM-DD' → the answer's 'DD/MM/YYYY HH:MM:SS' (the varying deployments: without the time). */
function answerDateTime(day: string | null, ctx: Ctx): string {
  if (day === null) return "";
  return ctx.dialect === "varying" ? displayDate(day) : `${displayDate(day)} 00:00:00`;
}

function checkAvailability(call: Call, ctx: Ctx) {
  const { db } = ctx;
  const cartId = integerOf(call.body.id_cart) ?? -1;
  const shipping = deliveryDate(ctx.now());
  const items = itemsOf(call, shipping);
  if (items.length === 0) return message({ error: t(call.lang, "Nessun articolo da verificare", "No item to check") });
  let firstUpdate = true;
  const available: unknown[] = [];
  const late: unknown[] = [];
  for (const item of items) {
    const earliest = earliestDay(db, item, shipping);
    const row = cartRow(db, cartId, item.productId);
    let recorded = row?.delivery_date ?? null;
    if (recorded) firstUpdate = false;
    else if (row && earliest) {
      recorded = earliest > item.requested ? earliest : item.requested;
      db.prepare("UPDATE cart_rows SET delivery_date = ? WHERE id = ?").run(recorded, row.id);
    }
    const deliveryDay = recorded ? displayDate(recorded) : "N/A";
    available.push({
      internalCode: String(item.productId),
      date: answerDateTime(earliest, ctx),
      delivery_date: deliveryDay,
      quantity: item.quantity,
    });
    if (earliest === null || earliest > item.requested) {
      late.push({
        internalCode: String(item.productId),
        available_date: answerDateTime(earliest, ctx),
        requested_date: displayDate(item.requested),
        delivery_date: deliveryDay,
      });
    }
  }
  return message({ available_items: available, items_not_available: late, first_update: firstUpdate });
}

function updateRowDates(call: Call, ctx: Ctx) {
  const { db } = ctx;
  const cartId = integerOf(call.body.id_cart) ?? -1;
  const shipping = deliveryDate(ctx.now());
  const items = itemsOf(call, shipping);
  const refuse = (text: string, code: number) => message({ status: "error", message: text, return_code: code });
  if (items.length === 0) return refuse(t(call.lang, "Nessuna riga da aggiornare", "No row to update"), 400);
  // Every row first, so that a refused row changes nothing.
  const changes: Array<{ row: { id: number; quantity: number }; day: string; productId: number }> = [];
  for (const item of items) {
    const row = cartRow(db, cartId, item.productId);
    if (!row) return refuse(t(call.lang, `Articolo ${item.productId} non presente nel carrello`, `Item ${item.productId} is not in the cart`), 404);
    const earliest = earliestDay(db, item, shipping);
    if (earliest === null) return refuse(t(call.lang, "Data di consegna non disponibile", "No delivery date available"), 422);
    if (item.requested < earliest) {
      return refuse(t(call.lang, `Prima data disponibile: ${displayDate(earliest)}`, `First available date: ${displayDate(earliest)}`), 422);
    }
    changes.push({ row, day: item.requested, productId: item.productId });
  }
  db.transaction(() => {
    for (const change of changes) db.prepare("UPDATE cart_rows SET delivery_date = ? WHERE id = ?").run(change.day, change.row.id);
  })();
  return message({
    status: "success",
    message: t(call.lang, "Date di consegna aggiornate", "Delivery dates updated"),
    item_list_with_delivery_date: changes.map((change) => ({
      oarti: change.productId,
      id_riga: change.row.id,
      quantity: change.row.quantity,
      delivery_date: displayDate(change.day),
    })),
    details: [],
  });
}

export const routes: Routes = {
  "POST /api/method/mymb_ecommerce.controllers.cart.check_info_availability_for_item": checkAvailability,
  "POST /api/method/mymb_ecommerce.controllers.cart.update_cart_row_with_date": updateRowDates,
};
