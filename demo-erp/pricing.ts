// Prices: the list price of the customer's price list, the customer's cascade discounts, then the
// promotion's quantity break (an extra percent off) when the promotion runs on that date.
import type { Db } from "./db";
import type { PromotionDef } from "./seed/catalog";
import { endOfMonth, romeToday } from "./dates";
import { round2, VAT_PERCENT } from "./money";
import type { Lang, PricingProfile } from "./types";

export const guestProfile: PricingProfile = { priceList: "A", discounts: [] };

export interface PromoRowPrice {
  promo_row: number;
  min_quantity: number;
  price: number;
}

/** The wire Price of WIRE.md. */
export interface Price {
  net_price: number;
  gross_price: number;
  price: number;
  price_discount: number;
  vat_percent: number;
  availability: number;
  discount: number[];
  is_promo: boolean;
  promo_code: number;
  promo_row: number;
  promo_title: string;
  start_promo_date: string | null;
  end_promo_date: string | null;
  promo_rows: PromoRowPrice[];
  packaging_option_default: { qty_x_packaging: number; packaging_uom: string };
  product_label_action: { LABEL: string; ADD_TO_CART: boolean };
}

/** Promotions are a handful of rows that never change after seeding: read them once per database. */
const promotionCache = new WeakMap<Db, Map<number, PromotionDef>>();

export function promotionsOf(db: Db): Map<number, PromotionDef> {
  const cached = promotionCache.get(db);
  if (cached) return cached;
  const promotions = new Map<number, PromotionDef>();
  const heads = db.prepare("SELECT code, title_it, title_en, from_day, to_day FROM promotions ORDER BY code").all() as {
    code: number;
    title_it: string;
    title_en: string;
    from_day: number;
    to_day: number;
  }[];
  for (const head of heads) {
    promotions.set(head.code, {
      code: head.code,
      titleIt: head.title_it,
      titleEn: head.title_en,
      fromDay: head.from_day,
      toDay: head.to_day,
      rows: [],
    });
  }
  const rows = db.prepare("SELECT promo_code, row, min_quantity, discount FROM promotion_rows ORDER BY promo_code, min_quantity").all() as {
    promo_code: number;
    row: number;
    min_quantity: number;
    discount: number;
  }[];
  for (const row of rows) promotions.get(row.promo_code)?.rows.push({ row: row.row, minQuantity: row.min_quantity, discount: row.discount });
  if (heads.length > 0) promotionCache.set(db, promotions);
  return promotions;
}

/** The promotion's window in the month of `date` (Rome calendar), and whether `date` falls in it. */
export function promotionWindow(promotion: { fromDay: number; toDay: number }, date: Date): { start: string; end: string; active: boolean } {
  const today = romeToday(date);
  const month = today.slice(0, 8);
  const lastDay = Number(endOfMonth(today).slice(8, 10));
  const toDay = Math.min(promotion.toDay, lastDay);
  const day = Number(today.slice(8, 10));
  const pad = (value: number) => String(value).padStart(2, "0");
  return { start: month + pad(promotion.fromDay), end: month + pad(toDay), active: day >= promotion.fromDay && day <= toDay };
}

/** The codes of the promotions running on `date`. */
export function activePromotionCodes(db: Db, date: Date): Set<number> {
  const codes = new Set<number>();
  for (const promotion of promotionsOf(db).values()) {
    if (promotionWindow(promotion, date).active) codes.add(promotion.code);
  }
  return codes;
}

/** Parents are ordered through their children; discontinued articles cannot be ordered at all. */
export function isOrderable(status: string, childCount: number): boolean {
  return status !== "FUORI PRODUZIONE" && childCount === 0;
}

/** The pricing columns of an article. */
export interface PriceRecord {
  status: string;
  stock: number;
  unit: string;
  packaging: number;
  price_a: number;
  price_b: number;
  price_c: number;
  promo_code: number | null;
  child_count: number;
}

const statements = new WeakMap<Db, ReturnType<Db["prepare"]>>();

function priceRecord(db: Db, sku: string): PriceRecord | undefined {
  let statement = statements.get(db);
  if (!statement) {
    statement = db.prepare(
      `SELECT p.status, p.stock, p.unit, p.packaging, p.price_a, p.price_b, p.price_c, p.promo_code,
              (SELECT COUNT(*) FROM products c WHERE c.parent_id = p.id) AS child_count
         FROM products p WHERE p.sku = ?`,
    );
    statements.set(db, statement);
  }
  return statement.get(sku) as PriceRecord | undefined;
}

function labelOf(record: PriceRecord, lang: Lang): string {
  if (record.child_count > 0) return lang === "en" ? "Choose a variant" : "Scegli la variante";
  if (record.status === "FUORI PRODUZIONE") return lang === "en" ? "Discontinued" : "Fuori produzione";
  return lang === "en" ? "Add to cart" : "Aggiungi al carrello";
}

/**
 * The price of one article for a customer profile, quantity and date; null for an unknown sku.
 * Without `promo` (or with a row that does not apply) the best quantity break applies: the row with
 * the highest minimum not above the quantity. A given row applies when it belongs to the article's
 * running promotion and the quantity reaches its minimum.
 */
export function priceFor(
  db: Db,
  sku: string,
  profile: PricingProfile,
  quantity: number,
  date: Date,
  lang: Lang,
  promo?: { code: number; row: number },
): Price | null {
  const record = priceRecord(db, sku);
  return record ? priceOfRecord(db, record, profile, quantity, date, lang, promo) : null;
}

/** Promotion windows by promotion code, for the lines of one call (all priced on the same date). */
export type WindowMemo = Map<number, ReturnType<typeof promotionWindow>>;

/** `priceFor` of an article whose pricing columns are already read; `windows` saves recomputing promotion windows. */
export function priceOfRecord(
  db: Db,
  record: PriceRecord,
  profile: PricingProfile,
  quantity: number,
  date: Date,
  lang: Lang,
  promo?: { code: number; row: number },
  windows: WindowMemo = new Map(),
): Price {
  const listPrice = profile.priceList === "B" ? record.price_b : profile.priceList === "C" ? record.price_c : record.price_a;
  const cascade = profile.discounts.reduce((value, percent) => value * (1 - percent / 100), listPrice);
  const discount = [...profile.discounts.slice(0, 6), 0, 0, 0, 0, 0, 0].slice(0, 6);
  const promotion = record.promo_code !== null ? promotionsOf(db).get(record.promo_code) : undefined;
  let window = promotion ? windows.get(promotion.code) : undefined;
  if (promotion && !window) {
    window = promotionWindow(promotion, date);
    windows.set(promotion.code, window);
  }
  const running = promotion && window?.active ? promotion : undefined;
  const units = Math.max(1, quantity);

  const eligible = running?.rows.filter((row) => row.minQuantity <= units) ?? [];
  const chosen = eligible.find((row) => promo !== undefined && promo.code === running?.code && promo.row === row.row) ?? eligible.at(-1);
  const unitPrice = round2(cascade * (1 - (chosen?.discount ?? 0) / 100));
  const orderable = isOrderable(record.status, record.child_count);

  return {
    net_price: unitPrice,
    gross_price: round2((unitPrice * (100 + VAT_PERCENT)) / 100),
    price: listPrice,
    price_discount: unitPrice,
    vat_percent: VAT_PERCENT,
    availability: record.stock,
    discount,
    is_promo: chosen !== undefined,
    promo_code: chosen && running ? running.code : 0,
    promo_row: chosen?.row ?? 0,
    promo_title: running ? (lang === "en" ? running.titleEn : running.titleIt) : "",
    start_promo_date: running && window ? window.start : null,
    end_promo_date: running && window ? window.end : null,
    promo_rows: (running?.rows ?? []).map((row) => ({
      promo_row: row.row,
      min_quantity: row.minQuantity,
      price: round2(cascade * (1 - row.discount / 100)),
    })),
    packaging_option_default: { qty_x_packaging: record.packaging, packaging_uom: record.unit },
    product_label_action: { LABEL: labelOf(record, lang), ADD_TO_CART: orderable },
  };
}
