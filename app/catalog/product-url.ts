// The address of an article's page, in one place: /product/default/{sku}, or /product/child/{sku}
// for a variant (without the language prefix: callers add it).
import type { ProductPageType } from "~/catalog/product-page";

export function productPagePath(type: ProductPageType, sku: string): string {
  return `/product/${type}/${encodeURIComponent(sku)}`;
}

/** An article's page: a variant's own page, or the default page. */
export function productPath(product: { sku: string; parentSku: string | null | undefined }): string {
  return productPagePath(product.parentSku ? "child" : "default", product.sku);
}
