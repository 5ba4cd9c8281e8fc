// The quick order: many "code or EAN, quantity" lines in one request. Codes are priced in one
// batch (which also tells which codes exist); what is left is looked up as a barcode, all of them in
// one search filtered by the codes. Lines of the same article become one add, planned as any
// add is (planAdd: a new line, or the line already in the cart raised); new articles are added one
// by one in the list's order and lines already in the cart are updated in one call.
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { Price, Product } from "~/erp/types";
import { confirmedWrite, erpFailure, isAlreadyOrdered } from "~/cart/cart.server";
import type { CartMessage } from "~/cart/messages";
import { BARCODE, rowsBackToText, skusOfCodes, type QuickOrderAnswer, type QuickOrderLineResult, type QuickOrderRow } from "~/cart/quick-order";
import { findLine, planAdd, roundUpToPackaging } from "~/cart/cart";

/** The rows of one article (and promotion) of the list, as one add. */
interface ArticleAdd {
  indices: number[];
  sku: string;
  quantity: number;
  promoCode: string;
  promoRow: string;
  packagingMultiple: number;
}

/** What a list of codes names, by the quick order's rule (the scanner uses it too). */
export interface ResolvedCodes {
  /** The customer's prices of the articles found, by sku. */
  prices: Record<string, Price>;
  /** The sku each known code names: an article code names itself, a barcode its article or variant. */
  skuOfCode: Map<string, string>;
  /** The names the barcode search gave, by sku. */
  names: Map<string, string>;
}

/** The most articles one search answers (the hub's `rows` bound): barcodes are looked up this many at a time. */
const BARCODES_PER_SEARCH = 100;

/** Barcode text searches run at once on a hub that cannot filter by barcodes (the fallback below). */
const BARCODE_SEARCHES_AT_ONCE = 4;

type FoundArticles = Map<string, { sku: string; name: string }>;

/** Records the article (or variant) each asked barcode names; false when a product names none of them. */
function collectBarcodes(products: Product[], asked: Set<string>, found: FoundArticles): boolean {
  let allAsked = true;
  for (const product of products) {
    let named = false;
    for (const candidate of [product, ...product.children]) {
      for (const code of candidate.barcodes) {
        if (!asked.has(code)) continue;
        named = true;
        if (!found.has(code)) found.set(code, { sku: candidate.sku, name: candidate.title });
      }
    }
    allAsked &&= named;
  }
  return allAsked;
}

/**
 * Finds the articles (or variants) of barcodes with one search filtered by the codes per hundred
 * codes, so a list costs the ERP the same few calls however many of its codes are unknown. The
 * contract names no barcode filter: a hub that refuses it (400) or ignores it (it answers articles of
 * none of the codes) is asked one text search per code instead, as the quick order always did; the
 * post's code limit and the customer's expensive-request limit bound that.
 */
export async function resolveBarcodes(erp: Erp, codes: string[]): Promise<FoundArticles> {
  const wanted = [...new Set(codes)];
  const asked = new Set(wanted);
  const found: FoundArticles = new Map();
  if (wanted.length === 0) return found;
  const chunks: string[][] = [];
  for (let start = 0; start < wanted.length; start += BARCODES_PER_SEARCH) chunks.push(wanted.slice(start, start + BARCODES_PER_SEARCH));
  try {
    const answers = await Promise.all(
      chunks.map((chunk) => erp.catalog.search({ text: "", filters: { barcodes: chunk }, page: 0, perPage: chunk.length, sort: "relevance" })),
    );
    if (
      collectBarcodes(
        answers.flatMap((answer) => answer.products),
        asked,
        found,
      )
    )
      return found;
  } catch (error) {
    if (!isErpError(error) || error.status !== 400) throw error;
  }
  for (let start = 0; start < wanted.length; start += BARCODE_SEARCHES_AT_ONCE) {
    const searches = wanted.slice(start, start + BARCODE_SEARCHES_AT_ONCE).map(async (code) => {
      const answer = await erp.catalog.search({ text: code, filters: {}, page: 0, perPage: 5, sort: "relevance" });
      collectBarcodes(answer.products, new Set([code]), found);
    });
    await Promise.all(searches);
  }
  return found;
}

/**
 * Resolves codes (each priced at its quantity): those that look like barcodes are searched for (all
 * at once) and name the article found; the others the price list knows are article codes. Unknown
 * codes are left out.
 */
export async function resolveCodes(erp: Erp, quantities: Map<string, number>): Promise<ResolvedCodes> {
  const codes = [...quantities.keys()];
  const [prices, barcodes] = await Promise.all([
    erp.catalog.prices(
      codes,
      codes.map((code) => quantities.get(code)!),
    ),
    resolveBarcodes(
      erp,
      codes.filter((code) => BARCODE.test(code)),
    ),
  ]);
  const skuOfCode = skusOfCodes(codes, (code) => prices[code] !== undefined, barcodes);
  const names = new Map<string, string>();
  for (const { sku, name } of barcodes.values()) names.set(sku, name);
  const barcodeSkus = [...names.keys()].filter((sku) => !prices[sku]);
  if (barcodeSkus.length > 0) Object.assign(prices, await erp.catalog.prices(barcodeSkus));
  return { prices, skuOfCode, names };
}

export async function runQuickOrder(
  erp: Erp,
  rows: QuickOrderRow[],
): Promise<{ answer: QuickOrderAnswer; cartId?: number; messages: CartMessage[]; alreadyOrdered?: boolean }> {
  const results: QuickOrderLineResult[] = rows.map((row) => ({
    line: row.line,
    code: row.code,
    quantityText: row.quantityText,
    status: row.quantity === null ? "invalid-quantity" : "added",
  }));
  const valid = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.quantity !== null);
  const finish = (cartId?: number, failure?: CartMessage[], alreadyOrdered?: boolean) => {
    const bad = results.filter((result) => result.status !== "added" && result.status !== "rounded");
    const addedCount = results.length - bad.length;
    const messages: CartMessage[] = failure ?? [
      addedCount > 0
        ? { kind: "success", key: "quickOrder.summary", values: { count: addedCount, bad: bad.length } }
        : { kind: "error", key: "quickOrder.noneAdded" },
    ];
    return { answer: { results, addedCount, retryText: rowsBackToText(bad) }, cartId, messages, alreadyOrdered };
  };
  if (valid.length === 0) return finish();
  // Lines the ERP has confirmed: after a failure half-way, only the others go back to the form.
  const confirmed = new Set<number>();
  const confirm = (indices: number[], name: string | undefined) => {
    for (const index of indices) {
      results[index]!.name = name ?? results[index]!.name;
      confirmed.add(index);
    }
  };

  try {
    // 1. Price every distinct code (quantity of its first line); codes that are not articles may be barcodes.
    const quantities = new Map<string, number>();
    for (const { row } of valid) if (!quantities.has(row.code)) quantities.set(row.code, row.quantity!);
    const { prices, skuOfCode, names } = await resolveCodes(erp, quantities);

    // 2. Lines of the same article (and promotion) become one add: one ERP call per article.
    const groups = new Map<string, ArticleAdd>();
    for (const { row, index } of valid) {
      const sku = skuOfCode.get(row.code);
      const price = sku ? prices[sku] : undefined;
      const result = results[index]!;
      if (!sku || !price) {
        result.status = "unknown-code";
        continue;
      }
      if (!price.orderable) {
        result.status = "not-available";
        continue;
      }
      const multiple = price.packaging.multiple;
      const { quantity, rounded } = roundUpToPackaging(row.quantity!, multiple);
      Object.assign(result, { sku, name: names.get(sku), quantity, multiple, status: rounded ? "rounded" : "added" });
      const promoCode = price.promotion?.code ?? "0";
      const promoRow = price.promotion?.row ?? "0";
      const key = `${sku}|${promoCode}|${promoRow}`;
      const group = groups.get(key) ?? { indices: [], sku, quantity: 0, promoCode, promoRow, packagingMultiple: multiple };
      group.indices.push(index);
      group.quantity += quantity;
      groups.set(key, group);
    }

    // 3. Plan each add against the cart; add the new articles one after the other, so the cart
    // keeps the list's order, then update the lines already there at once.
    const cart = await erp.cart.get();
    const adds: ArticleAdd[] = [];
    const updates: Array<{ rowId: string; quantity: number; indices: number[] }> = [];
    for (const group of groups.values()) {
      const plan = planAdd(cart.lines, group);
      if (plan.kind === "add") adds.push({ ...group, quantity: plan.quantity });
      if (plan.kind === "update") updates.push({ rowId: plan.rowId, quantity: plan.quantity, indices: group.indices });
    }
    let cartId = cart.id;
    for (const add of adds) {
      try {
        const next = await confirmedWrite(
          erp.cart.addLine({ sku: add.sku, quantity: add.quantity, promoCode: add.promoCode, promoRow: add.promoRow }),
          async () => {
            const current = await erp.cart.get();
            const line = findLine(current.lines, add);
            return line?.quantity === add.quantity ? { cartId: current.id, lines: [line] } : null;
          },
        );
        cartId = next.cartId;
        confirm(add.indices, findLine(next.lines, add)?.name);
      } catch (error) {
        // An ordered cart refuses every line: the whole order stops (and may run on the current cart).
        if (!isErpError(error, "rejected") || isAlreadyOrdered(error)) throw error;
        for (const index of add.indices) Object.assign(results[index]!, { status: "refused", text: error.messages.join(" ") });
      }
    }
    if (updates.length > 0) {
      const next = await confirmedWrite(erp.cart.update(updates.map(({ rowId, quantity }) => ({ rowId, quantity }))), async () => {
        const current = await erp.cart.get();
        const applied = updates.every((update) => current.lines.find((line) => line.rowId === update.rowId)?.quantity === update.quantity);
        return applied ? current : null;
      });
      cartId = next.id;
      for (const update of updates) confirm(update.indices, next.lines.find((line) => line.rowId === update.rowId)?.name);
    }
    erp.tracking.cart("add-to-cart", { listingType: "quick-order", otherData: { lines: rows.length, added: adds.length + updates.length } });
    return finish(cartId);
  } catch (error) {
    const failure = erpFailure(error);
    results.forEach((result, index) => {
      if ((result.status === "added" || result.status === "rounded") && !confirmed.has(index)) result.status = "refused";
    });
    return finish(failure.cartId, failure.messages, failure.alreadyOrdered);
  }
}
