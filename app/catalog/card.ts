// What a product card needs, and nothing more: loader data goes to the browser as it is.
import type { Product } from "~/erp/types";

export type CardProduct = Pick<Product, "id" | "sku" | "parentSku" | "title" | "brand" | "availability" | "unit"> & {
  image: Product["images"][number] | null;
};

export function toCardProduct(product: Product): CardProduct {
  return {
    id: product.id,
    sku: product.sku,
    parentSku: product.parentSku,
    title: product.title,
    brand: product.brand,
    availability: product.availability,
    unit: product.unit,
    image: product.images[0] ?? null,
  };
}
