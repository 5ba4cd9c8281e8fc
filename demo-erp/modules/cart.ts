// The cart calls (hub wrapper/* and cart/*), with the ERP's quirks described in WIRE.md.
import type Database from "better-sqlite3";
import { findProduct } from "../catalog";
import {
  activeCart,
  cartAnswer,
  cartById,
  cartOf,
  cartView,
  defaultCartName,
  openCartOf,
  pricedLines,
  touchCart,
  validCoupon,
  type CartRecord,
} from "../carts";
import { recordActivity } from "../agents";
import { displayDate, romeTimestamp } from "../dates";
import { cartOwnerContext, checkContext } from "../context";
import { frappeThrow, hubError, listForm, message } from "../http";
import { decimalComma } from "../money";
import { integerOf, t, text } from "../text";
import { Failure, type Call, type CheckedContext, type Ctx, type Lang, type Routes } from "../types";

function customerContext(call: Call, ctx: Ctx): CheckedContext {
  return checkContext(call, ctx, { customerOnly: true });
}

/** A positive multiple of the packaging, else the ERP's 417. */
function checkedQuantity(value: unknown, packaging: number, lang: Lang, allowZero: boolean): number {
  const quantity = integerOf(value);
  const valid = quantity !== null && (quantity > 0 || (allowZero && quantity === 0)) && quantity % packaging === 0;
  if (!valid) {
    throw new Failure(frappeThrow(t(lang, `La quantità deve essere un multiplo di ${packaging}`, `Quantity must be a multiple of ${packaging}`)));
  }
  return quantity;
}

/** The Cart answer, read again after a change. */
function answerCart(db: Database.Database, cartId: number, checked: CheckedContext, call: Call, now: Date, shape: "map" | "array") {
  const cart = cartById(db, cartId) as CartRecord;
  return message(cartAnswer(cartView(db, cart, checked, call.lang, now), call.lang, shape));
}

function getCartItems(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const now = ctx.now();
  const named = cartOf(ctx.db, checked, now);
  // A deployment may ignore the id of a saved cart and answer the active one (ERP-CONTRACT.md): the
  // varying dialect does, so a shop that reads a saved cart this way shows the wrong lines in tests.
  const cart = ctx.dialect === "varying" && named.status === "saved" ? activeCart(ctx.db, checked.customerId, checked.addressCode, now) : named;
  return answerCart(ctx.db, cart.id, checked, call, now, "map");
}

/**
 * K.get_cart_rows_by_id_cart: the rows of any cart by its id, saved carts included, priced as its
 * own customer and address see them. Like the real call it checks no owner (the shop asks it only
 * for a cart the customer's own calls named); an unknown cart has no rows.
 */
function cartRowsById(call: Call, ctx: Ctx) {
  const now = ctx.now();
  const cart = cartById(ctx.db, integerOf(call.body.id_cart) ?? -1);
  if (!cart) return message([]);
  const rowDates = ctx.db.prepare("SELECT id, delivery_date FROM cart_rows WHERE cart_id = ?").all(cart.id) as Array<{
    id: number;
    delivery_date: string | null;
  }>;
  const dateOf = new Map(rowDates.map((row) => [row.id, row.delivery_date]));
  return message(
    pricedLines(ctx.db, cart.id, cartOwnerContext(ctx.db, cart), call.lang, now).map((line) => ({
      id_carrello: line.cartId,
      oarti: line.productId,
      id_riga: line.rowId,
      quantity: line.quantity,
      price: line.listPrice,
      price_discount: line.unitNet,
      promo: line.promoCode,
      riga_promo: line.promoRow,
      qty_min_imballo: line.packaging,
      um: line.unit,
      delivery_date: dateOf.get(line.rowId) ? displayDate(dateOf.get(line.rowId)!) : null,
    })),
  );
}

/**
 * K.check_cart_anomalies: the ERP's findings on a cart before it becomes an order, in the customer's
 * language: an article sold out (ESAURITO) cannot be delivered. None answers `{error}` (HTTP 200).
 * The varying dialect names a row by its article alone (no row_id), as some deployments do.
 */
function cartAnomalies(call: Call, ctx: Ctx) {
  const cart = cartById(ctx.db, integerOf(call.body.id_cart) ?? -1);
  const lines = cart ? pricedLines(ctx.db, cart.id, cartOwnerContext(ctx.db, cart), call.lang, ctx.now()) : [];
  const rows = lines
    .filter((line) => line.status === "ESAURITO")
    .map((line) => ({
      ...(ctx.dialect === "varying" ? {} : { row_id: line.rowId }),
      internalCode: line.productId,
      code: "NOT_DELIVERABLE",
      message: t(call.lang, `${line.name}: articolo esaurito, non può essere consegnato`, `${line.name}: sold out, it cannot be delivered`),
    }));
  return message(rows.length > 0 ? rows : { error: t(call.lang, "Nessuna anomalia", "No anomalies") });
}

function addToCart(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const { db } = ctx;
  const now = ctx.now();
  const cart = openCartOf(db, checked, now, call.lang);
  const product = findProduct(db, String(call.body.item_id ?? ""), call.lang);
  if (!product) return listForm({ success: false, message: t(call.lang, "Articolo non trovato", "Item not found") }, 404);
  if (!product.orderable) {
    return listForm({ success: false, message: t(call.lang, "Articolo non ordinabile", "Item cannot be ordered") }, 422);
  }
  const quantity = checkedQuantity(call.body.quantity, product.packaging, call.lang, false);
  const promoCode = integerOf(call.body.promo_code) ?? 0;
  const promoRow = promoCode === 0 ? 0 : (integerOf(call.body.promo_row) ?? 0);
  const firstLine = rowCount(db, cart.id) === 0;
  const existing = db
    .prepare("SELECT id FROM cart_rows WHERE cart_id = ? AND product_id = ? AND promo_code = ? AND promo_row = ?")
    .get(cart.id, product.id, promoCode, promoRow) as { id: number } | undefined;
  if (existing) {
    db.prepare("UPDATE cart_rows SET quantity = quantity + ? WHERE id = ?").run(quantity, existing.id);
  } else {
    db.prepare(
      `INSERT INTO cart_rows (cart_id, product_id, sku, quantity, promo_code, promo_row, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(cart.id, product.id, product.sku, quantity, promoCode, promoRow, now.toISOString());
  }
  // Whoever adds the first line makes the cart: an agent cart, or a client cart.
  if (firstLine) db.prepare("UPDATE carts SET agent_code = ? WHERE id = ?").run(checked.agentCode, cart.id);
  touchCart(db, cart.id, now);
  recordActivity(db, checked, "add_to_cart", product.sku, now);
  return answerCart(db, cart.id, checked, call, now, "array");
}

interface UpdateRow {
  row_id?: unknown;
  quantity?: unknown;
}

function updateCart(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const { db } = ctx;
  const now = ctx.now();
  const cart = openCartOf(db, checked, now, call.lang);
  const updates = Array.isArray(call.body.cart_rows) ? (call.body.cart_rows as UpdateRow[]) : [];
  const findRow = db.prepare("SELECT id, sku FROM cart_rows WHERE id = ? AND cart_id = ?");
  // Validate every row first, so a bad row changes nothing.
  const changes = updates.map((update) => {
    const row = findRow.get(integerOf(update?.row_id) ?? -1, cart.id) as { id: number; sku: string } | undefined;
    if (!row) throw new Failure(listForm({ success: false, message: t(call.lang, "Riga non trovata", "Row not found") }, 404));
    const packaging = findProduct(db, row.sku, call.lang)?.packaging ?? 1;
    return { id: row.id, sku: row.sku, quantity: checkedQuantity(update.quantity, packaging, call.lang, true) };
  });
  db.transaction(() => {
    for (const change of changes) {
      if (change.quantity === 0) db.prepare("DELETE FROM cart_rows WHERE id = ?").run(change.id);
      else db.prepare("UPDATE cart_rows SET quantity = ? WHERE id = ?").run(change.quantity, change.id);
    }
    touchCart(db, cart.id, now);
  })();
  recordActivity(db, checked, "update_cart", changes.map((change) => change.sku).join(", "), now);
  return answerCart(db, cart.id, checked, call, now, "array");
}

function removeCartItem(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const { db } = ctx;
  const now = ctx.now();
  const cart = openCartOf(db, checked, now, call.lang);
  const row = db.prepare("SELECT id, sku FROM cart_rows WHERE id = ? AND cart_id = ?").get(integerOf(call.body.row_id) ?? -1, cart.id) as
    { id: number; sku: string } | undefined;
  if (!row) {
    return message({ response: { reload: false, message: t(call.lang, "Riga non trovata nel carrello", "Row not found in the cart") } });
  }
  db.prepare("DELETE FROM cart_rows WHERE id = ?").run(row.id);
  touchCart(db, cart.id, now);
  recordActivity(db, checked, "remove_cart_item", row.sku, now);
  return message({
    response: { reload: true, message: t(call.lang, "L'articolo è stato rimosso dal carrello", "The item has been removed from your cart") },
  });
}

function applyCoupon(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const { db } = ctx;
  const now = ctx.now();
  const cart = openCartOf(db, checked, now, call.lang);
  const code = text(call.body.code);
  if (code === "") {
    db.prepare("UPDATE carts SET coupon_code = NULL WHERE id = ?").run(cart.id);
    recordActivity(db, checked, "apply_coupon", "", now);
    return answerCart(db, cart.id, checked, call, now, "array");
  }
  const coupon = validCoupon(db, code, call.lang, now);
  if (!coupon) return hubError(422, t(call.lang, "Coupon non valido", "Coupon not valid"));
  const view = cartView(db, cart, checked, call.lang, now);
  if (view.totals.goods < coupon.minNet) {
    return hubError(
      422,
      t(call.lang, `Coupon valido da ${decimalComma(coupon.minNet)} EUR di imponibile`, `Coupon valid from EUR ${coupon.minNet.toFixed(2)} net`),
    );
  }
  db.prepare("UPDATE carts SET coupon_code = ? WHERE id = ?").run(coupon.code, cart.id);
  touchCart(db, cart.id, now);
  recordActivity(db, checked, "apply_coupon", coupon.code, now);
  return answerCart(db, cart.id, checked, call, now, "array");
}

// Saved carts.

function savedCartList(db: Database.Database, checked: CheckedContext, call: Call, now: Date) {
  const carts = db
    .prepare(
      `SELECT id, customer_id, address_code, status, name, coupon_code, created_at, agent_code FROM carts
        WHERE customer_id = ? AND address_code = ? AND status = 'saved' ORDER BY created_at DESC, id DESC`,
    )
    .all(checked.customerId, checked.addressCode) as CartRecord[];
  const data = carts.map((cart) => {
    const view = cartView(db, cart, checked, call.lang, now);
    return {
      id_cart: cart.id,
      name: cart.name,
      created: romeTimestamp(new Date(cart.created_at)),
      totale_netto: view.totals.net,
      rows: view.lines.length,
      created_by_agent: cart.agent_code ?? "",
    };
  });
  return message({ data, count: data.length });
}

function listCarts(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  return savedCartList(ctx.db, checked, call, ctx.now());
}

function rowCount(db: Database.Database, cartId: number): number {
  return (db.prepare("SELECT COUNT(*) AS n FROM cart_rows WHERE cart_id = ?").get(cartId) as { n: number }).n;
}

function saveCart(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const { db } = ctx;
  const now = ctx.now();
  const cart = cartOf(db, checked, now);
  if (cart.status !== "active") {
    return listForm({ success: false, message: t(call.lang, "Si può salvare solo il carrello attivo", "Only the active cart can be saved") }, 422);
  }
  if (rowCount(db, cart.id) === 0) {
    return listForm({ success: false, message: t(call.lang, "Il carrello è vuoto", "The cart is empty") }, 422);
  }
  const name = typeof call.body.name === "string" && call.body.name.trim() !== "" ? call.body.name.trim().slice(0, 80) : defaultCartName(now);
  db.transaction(() => {
    // An agent who saves a cart prepares it for the customer (a proposal): it is an agent cart.
    db.prepare("UPDATE carts SET status = 'saved', name = ?, created_at = ?, updated_at = ?, agent_code = COALESCE(?, agent_code) WHERE id = ?").run(
      name,
      now.toISOString(),
      now.toISOString(),
      checked.agentCode,
      cart.id,
    );
    activeCart(db, checked.customerId, checked.addressCode, now);
  })();
  recordActivity(db, checked, "save_cart", name, now);
  return savedCartList(db, checked, call, now);
}

/** The saved cart named by `id_cart`, or a list-form 404. */
function savedCartOf(call: Call, ctx: Ctx, checked: CheckedContext): CartRecord {
  const cart = checked.cartId === null ? null : cartOf(ctx.db, checked, ctx.now());
  if (!cart || cart.status !== "saved") {
    throw new Failure(listForm({ success: false, message: t(call.lang, "Carrello salvato non trovato", "Saved cart not found") }, 404));
  }
  return cart;
}

function activateCart(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const { db } = ctx;
  const now = ctx.now();
  const saved = savedCartOf(call, ctx, checked);
  db.transaction(() => {
    const current = activeCart(db, checked.customerId, checked.addressCode, now);
    if (rowCount(db, current.id) > 0) {
      db.prepare("UPDATE carts SET status = 'saved', name = ?, created_at = ?, updated_at = ? WHERE id = ?").run(
        defaultCartName(now),
        now.toISOString(),
        now.toISOString(),
        current.id,
      );
    } else {
      db.prepare("DELETE FROM carts WHERE id = ?").run(current.id);
    }
    db.prepare("UPDATE carts SET status = 'active', updated_at = ? WHERE id = ?").run(now.toISOString(), saved.id);
  })();
  recordActivity(db, checked, "activate_cart", saved.name, now);
  return savedCartList(db, checked, call, now);
}

function deleteCart(call: Call, ctx: Ctx) {
  const checked = customerContext(call, ctx);
  const saved = savedCartOf(call, ctx, checked);
  ctx.db.prepare("DELETE FROM carts WHERE id = ?").run(saved.id);
  recordActivity(ctx.db, checked, "delete_cart", saved.name, ctx.now());
  return savedCartList(ctx.db, checked, call, ctx.now());
}

export const routes: Routes = {
  "POST /hub/wrapper/get_cart_items": getCartItems,
  "POST /hub/wrapper/add_to_cart": addToCart,
  "POST /hub/wrapper/add_to_cart_promo": addToCart,
  "POST /hub/wrapper/update_cart": updateCart,
  "POST /hub/wrapper/remove_cart_item": removeCartItem,
  "POST /hub/cart/list": listCarts,
  "POST /hub/cart/save": saveCart,
  "POST /hub/cart/activate": activateCart,
  "POST /hub/cart/delete": deleteCart,
  "POST /hub/cart/apply_coupon": applyCoupon,
  "POST /api/method/mymb_ecommerce.controllers.cart.get_cart_rows_by_id_cart": cartRowsById,
  "POST /api/method/mymb_ecommerce.controllers.cart.check_cart_anomalies": cartAnomalies,
};
