// Catalogue calls: hub search, facets, prices and accessories; Frappe autocomplete, item detail,
// child list and product list.
import { linkedIds, productIdOf, productRecords, skuOfBarcode, wireProducts, type WireProduct } from "../catalog";
import { checkContext } from "../context";
import { hubError, listForm, message } from "../http";
import { priceFor, type Price } from "../pricing";
import { MAX_ROWS, facetCounts, parseSearchRequest, searchProducts, type FacetField } from "../search";
import { integerOf } from "../text";
import type { Call, Ctx, Reply, Routes } from "../types";

const W = "/api/method/mymb_ecommerce.controllers.wrapper";
const MAX_PRICE_CODES = 200;
/** The facet fields a hub is known to index (ERP-CONTRACT.md). */
const DEFAULT_FACETS: FacetField[] = ["promo_type", "new", "id_brand", "family_lev3", "family_lev2", "family_lev1"];

/** A list sent as an array, a `;`/`,` separated string or a single value. */
function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[;,]/) : value === undefined || value === null ? [] : [value];
  return items
    .filter((item) => typeof item === "string" || typeof item === "number")
    .map((item) => String(item).trim())
    .filter((item) => item !== "");
}

function search(call: Call, ctx: Ctx): Reply {
  const checked = checkContext(call, ctx, { customerOnly: false });
  const request = parseSearchRequest(call.body);
  const now = ctx.now();
  const found = searchProducts(ctx.db, request, checked.profile.priceList, call.lang, now);
  return { json: { status: "success", results: wireProducts(ctx.db, found.ids, call.lang, now), numFound: found.total } };
}

function facet(call: Call, ctx: Ctx): Reply {
  const checked = checkContext(call, ctx, { customerOnly: false });
  const request = parseSearchRequest(call.body);
  // A hub indexes these six facet fields only and refuses any other, like the real one.
  const asked = listOf(call.body.facet_fields);
  const unknown = asked.find((field) => !(DEFAULT_FACETS as readonly string[]).includes(field));
  if (unknown !== undefined) return hubError(400, `Facet field not indexed: ${unknown}`);
  const fields = asked.length > 0 ? [...new Set(asked as FacetField[])] : DEFAULT_FACETS;
  const results = facetCounts(ctx.db, request, fields, checked.profile.priceList, call.lang, ctx.now());
  const checkedValues = Object.fromEntries(fields.map((field) => [field, [...(request.filters.get(field) ?? [])]]));
  return { json: { status: "success", facet_results: results, facets_check_results: checkedValues } };
}

function multiplePrices(call: Call, ctx: Ctx): Reply {
  const codes = listOf(call.body.entity_codes);
  if (codes.length === 0) return hubError(400, "entity_codes is empty");
  if (codes.length > MAX_PRICE_CODES) return hubError(400, `At most ${MAX_PRICE_CODES} entity_codes per call`);
  const checked = checkContext(call, ctx, { customerOnly: false });
  const quantities = Array.isArray(call.body.quantity_list) ? call.body.quantity_list : [];
  const now = ctx.now();
  const data: Record<string, Price> = {};
  codes.forEach((code, position) => {
    const quantity = integerOf(quantities[position]);
    // A barcode is priced as its article, keyed by the barcode sent, as production ERPs answer it.
    const sku = skuOfBarcode(ctx.db, code) ?? code.toUpperCase();
    const price = priceFor(ctx.db, sku, checked.profile, quantity !== null && quantity > 0 ? quantity : 1, now, call.lang);
    if (price) data[code] = price;
  });
  return { json: { status: "success", data } };
}

/** Accessories of an article (a child answers its parent's). */
function accessories(call: Call, ctx: Ctx): Reply {
  const code = listOf(call.body.entity_code)[0];
  if (!code) return hubError(400, "entity_code is required");
  const id = productIdOf(ctx.db, code);
  if (id === null) return { json: { status: "success", data: [] } };
  const [record] = productRecords(ctx.db, [id]);
  const ids = linkedIds(ctx.db, record?.parent_id ?? id, "accessory");
  return { json: { status: "success", data: productRecords(ctx.db, ids).map((linked) => linked.sku) } };
}

/** Articles that cannot be delivered now, and are sold without a date of return. */
const UNDELIVERABLE = ["ESAURITO", "FUORI PRODUZIONE"];
const MAX_ALTERNATIVES = 3;

/**
 * What the distributor sells in place of an article it cannot deliver: the first available
 * top-level articles of its level-3 family (deterministic, from the seeded catalogue). The default
 * dialect names them by sku, the varying one by id, as deployments differ.
 */
function alternatives(call: Call, ctx: Ctx): Reply {
  const code = listOf(call.body.entity_code)[0];
  if (!code) return hubError(400, "entity_code is required");
  const id = productIdOf(ctx.db, code);
  const [record] = id === null ? [] : productRecords(ctx.db, [id]);
  if (!record || !UNDELIVERABLE.includes(record.status)) return { json: { status: "success", data: [] } };
  const rows = ctx.db
    .prepare(
      `SELECT id, sku FROM products WHERE parent_id IS NULL AND status = 'DISPONIBILE' AND id != ?
       AND family_lev3 = (SELECT family_lev3 FROM products WHERE id = ?) ORDER BY id LIMIT ?`,
    )
    .all(record.parent_id ?? record.id, record.parent_id ?? record.id, MAX_ALTERNATIVES) as { id: number; sku: string }[];
  return { json: { status: "success", data: rows.map((row) => (ctx.dialect === "varying" ? row.id : row.sku)) } };
}

function autocomplete(call: Call, ctx: Ctx): Reply {
  const text = typeof call.body.q === "string" ? call.body.q.trim() : "";
  const rows = integerOf(call.body.rows);
  if (text === "") return message({ result: [] });
  const request = { ...parseSearchRequest({ text }), rows: rows !== null && rows > 0 ? Math.min(rows, 20) : 5 };
  const now = ctx.now();
  const found = searchProducts(ctx.db, request, "A", call.lang, now);
  const result = wireProducts(ctx.db, found.ids, call.lang, now).map((product) => ({ id: product.sku, name: product.title, images: product.images }));
  return message({ result });
}

function notFound(): Reply {
  return listForm({ success: false, message: "Item not found" }, 404);
}

/** An article (top-level or child) with its related articles, barcodes and documents. */
function item(call: Call, ctx: Ctx): Reply {
  const key = listOf(call.body.id)[0];
  const id = key ? productIdOf(ctx.db, key) : null;
  if (id === null) return notFound();
  const now = ctx.now();
  const [product] = wireProducts(ctx.db, [id], call.lang, now);
  if (!product) return notFound();
  const related = wireProducts(ctx.db, linkedIds(ctx.db, product.id_parent ?? product.id, "related"), call.lang, now);
  return message({
    data: product,
    relatedProducts: related,
    extra_info: {
      barcodes: product.barcodes,
      link_assistence: `/pages/contact-us?type=assistance&sku=${encodeURIComponent(product.sku)}`,
      docs: product.docs,
    },
  });
}

function childList(call: Call, ctx: Ctx): Reply {
  const keys = listOf(call.body.children_ids);
  const now = ctx.now();
  const data: Record<string, WireProduct> = {};
  for (const key of keys) {
    const id = productIdOf(ctx.db, key);
    const [product] = id === null ? [] : wireProducts(ctx.db, [id], call.lang, now);
    if (product) data[key] = product;
  }
  return message({ data });
}

/** A page of articles: the codes listed in `id` (in that order), else a text search. */
function productList(call: Call, ctx: Ctx): Reply {
  const page = Math.max(1, integerOf(call.body.page) ?? 1);
  const perPage = Math.min(MAX_ROWS, Math.max(1, integerOf(call.body.per_page) ?? 12));
  const now = ctx.now();
  const codes = listOf(call.body.id);
  let ids: number[];
  let total: number;
  if (codes.length > 0) {
    const all = codes.map((code) => productIdOf(ctx.db, code)).filter((id): id is number => id !== null);
    total = all.length;
    ids = all.slice((page - 1) * perPage, page * perPage);
  } else {
    const request = { ...parseSearchRequest(call.body), page: page - 1, rows: perPage, sort: "relevance" as const };
    ({ ids, total } = searchProducts(ctx.db, request, "A", call.lang, now));
  }
  return message({
    success: true,
    product_list: {
      data: wireProducts(ctx.db, ids, call.lang, now),
      pagination: { current_page: page, total, pages: Math.ceil(total / perPage) },
    },
    filters: { facets_results: {} },
  });
}

export const routes: Routes = {
  "POST /hub/search/search": search,
  "POST /hub/search/facet": facet,
  "POST /hub/erp/get_multiple_prices": multiplePrices,
  "POST /hub/erp/accessories": accessories,
  "POST /hub/erp/alternatives": alternatives,
  [`POST ${W}.autocomplete`]: autocomplete,
  [`POST ${W}.get_item`]: item,
  [`POST ${W}.get_item_child`]: item,
  [`POST ${W}.child_list`]: childList,
  [`POST ${W}.product_list`]: productList,
};
