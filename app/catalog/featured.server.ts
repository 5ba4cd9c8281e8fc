// The home page's row of products: the newest articles, with the caller's own prices.
import type { Erp } from "~/erp/client.server";
import type { Price, Product } from "~/erp/types";
import { toCardProduct, type CardProduct } from "~/catalog/card";
import { getEnv } from "~/platform/env.server";

export interface PricedProducts {
  products: CardProduct[];
  prices: Record<string, Price>;
}

export async function loadNewArrivals(erp: Erp, count: number): Promise<PricedProducts> {
  const { products } = await erp.catalog.search({
    text: "",
    filters: { new: ["1"] },
    page: 0,
    perPage: count,
    sort: "newest",
  });
  return priceProducts(erp, products);
}

/** Prices a list of products for the caller (one ERP call for all of them). */
export async function priceProducts(erp: Erp, products: Product[]): Promise<PricedProducts> {
  const prices = products.length > 0 ? await erp.catalog.prices(products.map((product) => product.sku)) : {};
  const { SHOP_SHOW_AVAILABILITY } = getEnv();
  return { products: products.map((product) => toCardProduct(product, SHOP_SHOW_AVAILABILITY)), prices };
}
