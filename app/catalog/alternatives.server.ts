// An undeliverable article's alternatives (hub erp/alternatives) as cards with the caller's prices:
// one alternatives call per article, then one product list and one price call for all of them.
// A deployment without the call answers 404: the shop then offers none (remembered for a minute, so
// such an ERP is not asked on every page). Any other failure leaves the section empty with a warning.
import { toCardProduct, type CardProduct } from "~/catalog/card";
import { namesProduct } from "~/catalog/alternatives";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { Price } from "~/erp/types";
import { secondary } from "~/page/degrade.server";

/** Alternatives shown for one article. */
const MAX_PER_ARTICLE = 4;
const NOT_AVAILABLE_FOR_MS = 60_000;
let notAvailableUntil = 0;

export interface Alternatives {
  /** The cards by the article code asked for (each without the article itself). */
  byArticle: Record<string, CardProduct[]>;
  /** The caller's prices of every alternative, by sku. */
  prices: Record<string, Price>;
}

async function codesOf(erp: Erp, code: string): Promise<string[]> {
  try {
    return await erp.catalog.alternatives(code);
  } catch (error) {
    if (!(isErpError(error, "http") && error.status === 404)) throw error;
    notAvailableUntil = Date.now() + NOT_AVAILABLE_FOR_MS;
    return [];
  }
}

export async function alternativesOf(erp: Erp, articles: string[], showAvailability: boolean): Promise<Alternatives> {
  const none: Alternatives = { byArticle: {}, prices: {} };
  if (articles.length === 0 || Date.now() < notAvailableUntil) return none;
  const found = await secondary(
    Promise.all(articles.map(async (article) => [article, (await codesOf(erp, article)).slice(0, MAX_PER_ARTICLE)] as const)),
    "alternatives",
  );
  const codes = [...new Set((found ?? []).flatMap(([, list]) => list))];
  if (!found || codes.length === 0) return none;
  const products = (await secondary(erp.catalog.productList({ skus: codes, page: 1, perPage: codes.length }), "alternatives"))?.products ?? [];
  if (products.length === 0) return none;
  const prices = (await secondary(erp.catalog.prices(products.map((product) => product.sku)), "alternatives' prices")) ?? {};
  const byArticle: Record<string, CardProduct[]> = {};
  for (const [article, list] of found) {
    byArticle[article] = list.flatMap((code) => {
      const product = products.find((candidate) => namesProduct(code, candidate));
      return product && !namesProduct(article, product) ? [toCardProduct(product, showAvailability)] : [];
    });
  }
  return { byArticle, prices };
}
