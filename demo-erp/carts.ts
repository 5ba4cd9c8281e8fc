// Carts: which cart a call means, its lines priced with the catalogue's rules, its totals and the
// answer shape (with the ERP's quirks: decimal-comma strings, map or array of lines).
import type Database from "better-sqlite3";
import type { Db } from "./db";
import { productImages } from "./catalog";
import { contextMismatch } from "./context";
import { displayDateTime, romeToday } from "./dates";
import { listForm } from "./http";
import { decimalComma, FREE_SHIPPING_FROM, round2, shippingFor, vatOf } from "./money";
import { priceOfRecord, type PriceRecord, type WindowMemo } from "./pricing";
import { t } from "./text";
import { Failure, type CheckedContext, type Lang } from "./types";

export interface CartRecord {
  id: number;
  customer_id: string;
  address_code: string;
  status: "active" | "saved" | "ordered";
  name: string;
  coupon_code: string | null;
  created_at: string;
  /** An agent cart: the agent who added its first line or saved it; null: a client cart. */
  agent_code: string | null;
}

export interface PricedLine {
  rowId: number;
  cartId: number;
  productId: number;
  sku: string;
  name: string;
  quantity: number;
  listPrice: number;
  unitNet: number;
  net: number;
  image: string;
  unit: string;
  promoCode: number;
  promoRow: number;
  packaging: number;
  availability: number;
  status: string;
}

export interface Coupon {
  code: string;
  description: string;
  percent: number;
  minNet: number;
}

export interface CartTotals {
  /** Sum of the lines before the coupon. */
  goods: number;
  couponDiscount: number;
  /** Goods after the coupon: `totale_netto`. */
  net: number;
  transport: number;
  vat: number;
  /** Net + transport: `totale_lordo`. */
  gross: number;
  /** Gross + VAT: `totale_doc`. */
  total: number;
  minimum: number;
  /** The minimum order is met. */
  compliant: boolean;
  /** The cart can be sent: it has lines and the minimum is met. */
  closeEnable: boolean;
}

const CART_COLUMNS = "id, customer_id, address_code, status, name, coupon_code, created_at, agent_code";

/** The active cart of a customer at an address, created when missing. */
export function activeCart(db: Database.Database, customerId: string, addressCode: string, now: Date): CartRecord {
  const select = db.prepare(`SELECT ${CART_COLUMNS} FROM carts WHERE customer_id = ? AND address_code = ? AND status = 'active'`);
  const found = select.get(customerId, addressCode) as CartRecord | undefined;
  if (found) return found;
  db.prepare("INSERT INTO carts (customer_id, address_code, status, created_at, updated_at) VALUES (?, ?, 'active', ?, ?)").run(
    customerId,
    addressCode,
    now.toISOString(),
    now.toISOString(),
  );
  return select.get(customerId, addressCode) as CartRecord;
}

export function cartById(db: Database.Database, cartId: number): CartRecord | undefined {
  return db.prepare(`SELECT ${CART_COLUMNS} FROM carts WHERE id = ?`).get(cartId) as CartRecord | undefined;
}

/**
 * The cart a call means: the one named by `id_cart` (already checked to be the customer's, and
 * it must be of the context's address too), else the active cart of the context.
 */
export function cartOf(db: Database.Database, checked: CheckedContext, now: Date): CartRecord {
  if (checked.cartId === null) return activeCart(db, checked.customerId, checked.addressCode, now);
  const cart = cartById(db, checked.cartId);
  if (!cart || cart.address_code !== checked.addressCode) throw contextMismatch();
  return cart;
}

/** A cart that may still change; an ordered cart is refused like a second send. */
export function openCartOf(db: Database.Database, checked: CheckedContext, now: Date, lang: Lang): CartRecord {
  const cart = cartOf(db, checked, now);
  if (cart.status === "ordered") throw alreadyOrdered(lang);
  return cart;
}

export function alreadyOrdered(lang: Lang): Failure {
  return new Failure(listForm({ success: false, message: t(lang, "Carrello già ordinato", "Cart already ordered") }, 409));
}

export function touchCart(db: Database.Database, cartId: number, now: Date): void {
  db.prepare("UPDATE carts SET updated_at = ? WHERE id = ?").run(now.toISOString(), cartId);
}

/** A cart row with its article's columns: what pricing and the answer need. */
interface LineRecord extends PriceRecord {
  id: number;
  cart_id: number;
  product_id: number;
  sku: string;
  quantity: number;
  row_promo_code: number;
  row_promo_row: number;
  title_it: string | null;
  title_en: string | null;
}

const lineStatements = new WeakMap<Db, Database.Statement>();

/** One query for all the lines of a cart (prepared once per database). */
function lineStatement(db: Db): Database.Statement {
  let statement = lineStatements.get(db);
  if (!statement) {
    statement = db.prepare(
      `SELECT r.id, r.cart_id, r.product_id, r.sku, r.quantity, r.promo_code AS row_promo_code, r.promo_row AS row_promo_row,
              p.title_it, p.title_en, p.status, p.stock, p.unit, p.packaging, p.price_a, p.price_b, p.price_c, p.promo_code,
              (SELECT COUNT(*) FROM products c WHERE c.parent_id = p.id) AS child_count
         FROM cart_rows r LEFT JOIN products p ON p.sku = r.sku
        WHERE r.cart_id = ? ORDER BY r.id`,
    );
    lineStatements.set(db, statement);
  }
  return statement;
}

/** The lines in the order they were added, each priced for its own quantity and promotion. */
export function pricedLines(db: Db, cartId: number, checked: CheckedContext, lang: Lang, now: Date): PricedLine[] {
  const rows = lineStatement(db).all(cartId) as LineRecord[];
  const windows: WindowMemo = new Map();
  return rows.map((row) => {
    if (row.title_it === null) throw new Error(`cart row ${row.id}: article ${row.sku} has no price`);
    const promo = row.row_promo_code !== 0 ? { code: row.row_promo_code, row: row.row_promo_row } : undefined;
    const price = priceOfRecord(db, row, checked.profile, row.quantity, now, lang, promo, windows);
    return {
      rowId: row.id,
      cartId: row.cart_id,
      productId: row.product_id,
      sku: row.sku,
      name: (lang === "en" ? row.title_en : row.title_it) ?? "",
      quantity: row.quantity,
      listPrice: price.price,
      unitNet: price.price_discount,
      net: round2(price.price_discount * row.quantity),
      image: productImages(row.sku, 1)[0]!.thumb,
      unit: row.unit,
      promoCode: row.row_promo_code,
      promoRow: row.row_promo_row,
      packaging: row.packaging,
      availability: price.availability,
      status: row.status,
    };
  });
}

interface CouponRecord {
  code: string;
  description_it: string;
  description_en: string;
  percent: number;
  min_net: number;
}

/** A coupon valid today, or null. */
export function validCoupon(db: Database.Database, code: string, lang: Lang, now: Date): Coupon | null {
  const today = romeToday(now);
  const row = db
    .prepare(
      `SELECT code, description_it, description_en, percent, min_net FROM coupons
        WHERE code = ? AND valid_from <= ? AND valid_to >= ?`,
    )
    .get(code.trim(), today, today) as CouponRecord | undefined;
  if (!row) return null;
  return {
    code: row.code,
    description: t(lang, row.description_it, row.description_en),
    percent: row.percent,
    minNet: row.min_net,
  };
}

export function minimumOrder(db: Database.Database, customerId: string): number {
  const row = db.prepare("SELECT min_order_amount FROM customers WHERE id = ?").get(customerId) as { min_order_amount: number } | undefined;
  return row?.min_order_amount ?? 0;
}

/** Pure: the totals of priced lines with an optional coupon and minimum order. */
export function cartTotals(lines: readonly Pick<PricedLine, "net">[], coupon: Coupon | null, minimum: number): CartTotals {
  const goods = round2(lines.reduce((sum, line) => sum + line.net, 0));
  const couponDiscount = coupon && goods >= coupon.minNet ? round2((goods * coupon.percent) / 100) : 0;
  const net = round2(goods - couponDiscount);
  const transport = shippingFor(net);
  const vat = vatOf(net + transport);
  const gross = round2(net + transport);
  return {
    goods,
    couponDiscount,
    net,
    transport,
    vat,
    gross,
    total: round2(gross + vat),
    minimum,
    compliant: net >= minimum,
    closeEnable: lines.length > 0 && net >= minimum,
  };
}

function money(lang: Lang, amount: number): string {
  return lang === "en" ? `EUR ${round2(amount).toFixed(2)}` : `${decimalComma(amount)} EUR`;
}

/** The translated minimum-order warning, or "" when the minimum is met (or there is none). */
export function minimumWarning(totals: CartTotals, lang: Lang): string {
  if (totals.compliant) return "";
  const missing = totals.minimum - totals.net;
  return t(
    lang,
    `Ordine minimo ${money(lang, totals.minimum)} di imponibile: mancano ${money(lang, missing)}`,
    `Minimum order ${money(lang, totals.minimum)} net: ${money(lang, missing)} to go`,
  );
}

function lineAnswer(line: PricedLine) {
  return {
    row_id: line.rowId,
    id_cart: line.cartId,
    id: line.productId,
    carti: line.sku,
    name: line.name,
    quantity: line.quantity,
    price: decimalComma(line.listPrice),
    price_discount: decimalComma(line.unitNet),
    image: line.image,
    um: line.unit,
    promo_code: line.promoCode,
    promo_row: line.promoRow,
    qty_min_imballo: line.packaging,
    availability: line.availability,
  };
}

export interface CartView {
  cart: CartRecord;
  lines: PricedLine[];
  coupon: Coupon | null;
  totals: CartTotals;
}

export function cartView(db: Database.Database, cart: CartRecord, checked: CheckedContext, lang: Lang, now: Date): CartView {
  const lines = pricedLines(db, cart.id, checked, lang, now);
  const coupon = cart.coupon_code ? validCoupon(db, cart.coupon_code, lang, now) : null;
  return { cart, lines, coupon, totals: cartTotals(lines, coupon, minimumOrder(db, checked.customerId)) };
}

/** The Cart answer: `data` a map keyed by row id (get_cart_items) or an array (the other calls). */
export function cartAnswer(view: CartView, lang: Lang, shape: "map" | "array") {
  const lines = view.lines.map(lineAnswer);
  const { totals } = view;
  return {
    data: shape === "map" ? Object.fromEntries(lines.map((line) => [String(line.row_id), line])) : lines,
    id_cart: view.cart.id,
    totale_netto: decimalComma(totals.net),
    totale_lordo: decimalComma(totals.gross),
    iva: decimalComma(totals.vat),
    totale_doc: decimalComma(totals.total),
    spese_trasporto: decimalComma(totals.transport),
    importo_spese_zero: decimalComma(FREE_SHIPPING_FROM),
    min_order: { warning: minimumWarning(totals, lang), minimum_amount: totals.minimum, compliant: totals.compliant },
    close_enable: totals.closeEnable,
    coupon: view.coupon
      ? { code: view.coupon.code, description: view.coupon.description, discount: decimalComma(totals.couponDiscount), percent: view.coupon.percent }
      : null,
    created_by_agent: view.cart.agent_code ?? "",
  };
}

/** Default name of a cart saved without one: "Carrello DD/MM/YYYY HH:MM". */
export function defaultCartName(now: Date): string {
  return `Carrello ${displayDateTime(now)}`;
}
