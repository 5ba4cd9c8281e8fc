// Catalogue queries and the wire Product of WIRE.md. Catalogue data is the same for every customer;
// only `promo_type` depends on the date (whether the article's promotion runs today).
import type { Db } from "./db";
import type { FamilyRow } from "./seed/catalog";
import { activePromotionCodes, isOrderable } from "./pricing";
import { COLOURS, ID_SUBTYPES, ID_TYPES, type ColourCode } from "./seed/catalog-data";
import type { Lang } from "./types";

export interface ProductRow {
  id: number;
  sku: string;
  title: string;
  unit: string;
  packaging: number;
  status: string;
  orderable: boolean;
  stock: number;
  imageThumb: string;
  parentId: number | null;
  parentSku: string | null;
}

export interface WireImage {
  original: string;
  main: string;
  gallery: string;
  thumb: string;
}

export interface WireDoc {
  url: string;
  text: string;
  media_area_id: number;
}

export interface WireProduct {
  id: number;
  sku: string;
  id_parent: number | null;
  parent_sku: string | null;
  title: string;
  short_description: string;
  long_description: string;
  unit: string;
  model: string;
  brand: { cprec_darti: string; tprec_darti: string };
  family: { lev1: string; lev2: string; lev3: string; lev1_label: string; lev2_label: string; lev3_label: string };
  product_status: string;
  product_status_description: string;
  quantity: number;
  images: WireImage[];
  docs: WireDoc[];
  barcodes: string[];
  is_new: 0 | 1;
  promo_type: 0 | 1;
  next_insert: 0 | 1;
  available_again: 0 | 1;
  color: string | null;
  size: string | null;
  id_type: string;
  id_subtype: string;
  children_items: WireProduct[];
}

/** The columns of `products` the wire mapping reads. */
export interface ProductRecord {
  id: number;
  sku: string;
  parent_id: number | null;
  parent_sku: string | null;
  title_it: string;
  title_en: string;
  base_it: string;
  base_en: string;
  long_it: string;
  long_en: string;
  material_it: string | null;
  material_en: string | null;
  unit: string;
  packaging: number;
  model: string;
  brand_code: string;
  brand_name: string;
  family_lev1: string;
  family_lev2: string;
  family_lev3: string;
  status: string;
  stock: number;
  is_new: number;
  next_insert: number;
  available_again: number;
  color: string | null;
  size: string | null;
  size_en: string | null;
  id_type: string;
  id_subtype: string;
  promo_code: number | null;
  image_count: number;
  docs: string;
  child_count: number;
}

const RECORD_COLUMNS = `p.id, p.sku, p.parent_id, parent.sku AS parent_sku, p.title_it, p.title_en, p.base_it, p.base_en,
  p.long_it, p.long_en, p.material_it, p.material_en, p.unit, p.packaging, p.model, p.brand_code, b.name AS brand_name, p.family_lev1, p.family_lev2,
  p.family_lev3, p.status, p.stock, p.is_new, p.next_insert, p.available_again, p.color, p.size, p.size_en, p.id_type,
  p.id_subtype, p.promo_code, p.image_count, p.docs,
  (SELECT COUNT(*) FROM products c WHERE c.parent_id = p.id) AS child_count`;

const RECORD_FROM = `products p JOIN brands b ON b.code = p.brand_code LEFT JOIN products parent ON parent.id = p.parent_id`;

export const STATUS_LABELS: Record<string, { it: string; en: string }> = {
  DISPONIBILE: { it: "Disponibile", en: "Available" },
  "IN ARRIVO": { it: "In arrivo", en: "Arriving" },
  ESAURITO: { it: "Esaurito", en: "Out of stock" },
  "FUORI PRODUZIONE": { it: "Fuori produzione", en: "Discontinued" },
};

const DOC_KINDS: Record<string, { it: string; en: string; area: number }> = {
  scheda: { it: "Scheda tecnica", en: "Technical sheet", area: 1 },
  ce: { it: "Dichiarazione di conformità CE", en: "CE declaration of conformity", area: 2 },
  sicurezza: { it: "Scheda di sicurezza", en: "Safety data sheet", area: 3 },
};

export function colourLabel(code: string, lang: Lang): string {
  const colour = COLOURS[code as ColourCode];
  const label = colour ? colour[lang] : code;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function idTypeLabel(code: string, lang: Lang): string {
  return ID_TYPES[code as keyof typeof ID_TYPES]?.[lang] ?? code;
}

export function idSubtypeLabel(code: string, lang: Lang): string {
  return ID_SUBTYPES[code as keyof typeof ID_SUBTYPES]?.[lang] ?? code;
}

export function productImages(sku: string, count: number): WireImage[] {
  const images: WireImage[] = [];
  for (let index = 1; index <= Math.max(1, count); index++) {
    const stem = `/files/images/${encodeURIComponent(index === 1 ? sku : `${sku}_${index}`)}`;
    images.push({ original: `${stem}-original.svg`, main: `${stem}-main.svg`, gallery: `${stem}-gallery.svg`, thumb: `${stem}-thumb.svg` });
  }
  return images;
}

// ---------------------------------------------------------------------------------------------
// Families and brands (small, never change after seeding: read once per database)

/** A family as seeded (the seed owns the shape). */
export type FamilyInfo = FamilyRow;

export interface BrandInfo {
  code: string;
  name: string;
  colour: string;
  position: number;
}

const familyCache = new WeakMap<Db, Map<string, FamilyInfo>>();
const brandCache = new WeakMap<Db, Map<string, BrandInfo>>();

export function familiesOf(db: Db): Map<string, FamilyInfo> {
  const cached = familyCache.get(db);
  if (cached) return cached;
  const rows = db
    .prepare(
      `SELECT code, level, parent_code AS parentCode, name_it AS nameIt, name_en AS nameEn, colour, pictogram, position
         FROM families ORDER BY level, position`,
    )
    .all() as FamilyInfo[];
  const families = new Map(rows.map((row) => [row.code, row]));
  if (rows.length > 0) familyCache.set(db, families);
  return families;
}

export function brandsOf(db: Db): Map<string, BrandInfo> {
  const cached = brandCache.get(db);
  if (cached) return cached;
  const rows = db.prepare("SELECT code, name, colour, position FROM brands ORDER BY position").all() as BrandInfo[];
  const brands = new Map(rows.map((row) => [row.code, row]));
  if (rows.length > 0) brandCache.set(db, brands);
  return brands;
}

// ---------------------------------------------------------------------------------------------
// Lookups

/** A product id from a numeric id or a sku (codes are upper case); null when unknown. */
export function productIdOf(db: Db, idOrSku: string): number | null {
  const key = idOrSku.trim();
  if (key === "") return null;
  const row = (
    /^\d+$/.test(key)
      ? db.prepare("SELECT id FROM products WHERE id = ?").get(Number(key))
      : db.prepare("SELECT id FROM products WHERE sku = ?").get(key.toUpperCase())
  ) as { id: number } | undefined;
  return row?.id ?? null;
}

/** The sku of the article (or variant) carrying a barcode, or null. */
export function skuOfBarcode(db: Db, code: string): string | null {
  const row = db.prepare("SELECT p.sku FROM barcodes b JOIN products p ON p.id = b.product_id WHERE b.ean = ?").get(code.trim()) as
    { sku: string } | undefined;
  return row?.sku ?? null;
}

/** The short form of an article other modules need (cart lines, order history). */
export function findProduct(db: Db, idOrSku: string, lang: Lang): ProductRow | null {
  const id = productIdOf(db, idOrSku);
  if (id === null) return null;
  const record = db.prepare(`SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE p.id = ?`).get(id) as ProductRecord | undefined;
  if (!record) return null;
  return {
    id: record.id,
    sku: record.sku,
    title: lang === "en" ? record.title_en : record.title_it,
    unit: record.unit,
    packaging: record.packaging,
    status: record.status,
    orderable: isOrderable(record.status, record.child_count),
    stock: record.stock,
    imageThumb: productImages(record.sku, 1)[0]!.thumb,
    parentId: record.parent_id,
    parentSku: record.parent_sku,
  };
}

export function productRecords(db: Db, ids: number[]): ProductRecord[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE p.id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(ids)) as ProductRecord[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductRecord => row !== undefined);
}

export function barcodesOf(db: Db, ids: number[]): Map<number, string[]> {
  const result = new Map<number, string[]>();
  if (ids.length === 0) return result;
  const rows = db
    .prepare("SELECT product_id, ean FROM barcodes WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position")
    .all(JSON.stringify(ids)) as { product_id: number; ean: string }[];
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push(row.ean);
    result.set(row.product_id, list);
  }
  return result;
}

export function linkedIds(db: Db, productId: number, kind: "related" | "accessory"): number[] {
  return db
    .prepare("SELECT linked_id FROM product_links WHERE product_id = ? AND kind = ? ORDER BY position")
    .pluck()
    .all(productId, kind) as number[];
}

// ---------------------------------------------------------------------------------------------
// The wire mapping

function toWire(db: Db, record: ProductRecord, lang: Lang, barcodes: string[], promoCodes: Set<number>, children: WireProduct[]): WireProduct {
  const families = familiesOf(db);
  const label = (code: string) => {
    const family = families.get(code);
    return family ? (lang === "en" ? family.nameEn : family.nameIt) : code;
  };
  const status = STATUS_LABELS[record.status];
  const docs = record.docs
    .split(",")
    .filter((kind) => DOC_KINDS[kind])
    .map((kind) => ({
      url: `/files/docs/${encodeURIComponent(record.sku)}-${kind}.pdf`,
      text: DOC_KINDS[kind]![lang],
      media_area_id: DOC_KINDS[kind]!.area,
    }));
  return {
    id: record.id,
    sku: record.sku,
    id_parent: record.parent_id,
    parent_sku: record.parent_sku,
    title: lang === "en" ? record.title_en : record.title_it,
    short_description: lang === "en" ? record.base_en : record.base_it,
    long_description: lang === "en" ? record.long_en : record.long_it,
    unit: record.unit,
    model: record.model,
    brand: { cprec_darti: record.brand_code, tprec_darti: record.brand_name },
    family: {
      lev1: record.family_lev1,
      lev2: record.family_lev2,
      lev3: record.family_lev3,
      lev1_label: label(record.family_lev1),
      lev2_label: label(record.family_lev2),
      lev3_label: label(record.family_lev3),
    },
    product_status: record.status,
    product_status_description: status ? status[lang] : record.status,
    quantity: record.stock,
    images: productImages(record.sku, record.image_count),
    docs,
    barcodes,
    is_new: record.is_new ? 1 : 0,
    promo_type: record.promo_code !== null && promoCodes.has(record.promo_code) ? 1 : 0,
    next_insert: record.next_insert ? 1 : 0,
    available_again: record.available_again ? 1 : 0,
    color: record.color ? colourLabel(record.color, lang) : null,
    size: lang === "en" ? record.size_en : record.size,
    id_type: record.id_type,
    id_subtype: record.id_subtype,
    children_items: children,
  };
}

/** Wire products for ids, in the given order; parents carry their children. Unknown ids are skipped. */
export function wireProducts(db: Db, ids: number[], lang: Lang, date: Date): WireProduct[] {
  const records = productRecords(db, ids);
  if (records.length === 0) return [];
  const parentIds = records.filter((record) => record.child_count > 0).map((record) => record.id);
  const childRecords =
    parentIds.length === 0
      ? []
      : (db
          .prepare(`SELECT ${RECORD_COLUMNS} FROM ${RECORD_FROM} WHERE p.parent_id IN (SELECT value FROM json_each(?)) ORDER BY p.id`)
          .all(JSON.stringify(parentIds)) as ProductRecord[]);
  const barcodes = barcodesOf(db, [...records.map((record) => record.id), ...childRecords.map((record) => record.id)]);
  const promoCodes = activePromotionCodes(db, date);
  const childrenOf = new Map<number, WireProduct[]>();
  for (const child of childRecords) {
    const list = childrenOf.get(child.parent_id!) ?? [];
    list.push(toWire(db, child, lang, barcodes.get(child.id) ?? [], promoCodes, []));
    childrenOf.set(child.parent_id!, list);
  }
  return records.map((record) => toWire(db, record, lang, barcodes.get(record.id) ?? [], promoCodes, childrenOf.get(record.id) ?? []));
}
