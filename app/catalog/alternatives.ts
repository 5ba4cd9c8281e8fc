// When the shop offers an article's alternatives (hub erp/alternatives): only for an article the ERP
// says it cannot deliver, so the call is not made for every product page or cart line.
import type { AvailabilityState } from "~/erp/types";

/**
 * An article the ERP cannot deliver: a status other than available or arriving (sold out, out of
 * production), or a stock the ERP knows to be none. An unknown stock (null) says nothing.
 */
export function cannotBeDelivered(article: { availability: AvailabilityState | null; stock: number | null }): boolean {
  return article.availability === "unavailable" || (article.stock !== null && article.stock <= 0);
}

/** Whether a product (by id or sku, as deployments name it) is the one an ERP code names. */
export function namesProduct(code: string, product: { id: string; sku: string }): boolean {
  const wanted = code.trim().toUpperCase();
  return wanted === product.id.toUpperCase() || wanted === product.sku.toUpperCase();
}
