// The listing's layouts and which product route the detail mode opens.
import { productPagePath, productPath } from "~/catalog/product-url";

export const LAYOUTS = ["grid", "list", "small-list", "product-detail"] as const;
export type ListLayout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: ListLayout = "small-list";

/** /shop/list and /shop/small-list force their layout. */
export function layoutOfPath(pathname: string): ListLayout | null {
  if (/\/shop\/list\/?$/.test(pathname)) return "list";
  if (/\/shop\/small-list\/?$/.test(pathname)) return "small-list";
  return null;
}

/** Detail mode: the first child's route when a product has more than one child, else its default route. */
export function detailRoute(product: { sku: string; parentSku: string | null; childSkus: string[] }): string {
  if (product.childSkus.length > 1) return productPagePath("child", product.childSkus[0]!);
  return productPath(product);
}
