// What a product card needs, and nothing more: loader data goes to the browser as it is.
import type { AvailabilityState, Price, Product } from "~/erp/types";

/** The three image sizes a card or a row uses (a full ProductImage fits too). */
export type CardImage = Pick<Product["images"][number], "thumb" | "gallery" | "main">;

export type CardProduct = Pick<Product, "id" | "sku" | "parentSku" | "title" | "brand" | "unit"> & {
  image: CardImage | null;
  /** null when the shop does not show availability (SHOP_SHOW_AVAILABILITY). */
  availability: AvailabilityState | null;
};

export function toCardProduct(product: Product, showAvailability: boolean): CardProduct {
  return {
    id: product.id,
    sku: product.sku,
    parentSku: product.parentSku,
    title: product.title,
    brand: product.brand,
    availability: showAvailability ? product.availability : null,
    unit: product.unit,
    image: product.images[0] ? { thumb: product.images[0].thumb, gallery: product.images[0].gallery, main: product.images[0].main } : null,
  };
}

/** What a price block shows: a full `Price` fits, and listings send only this much. */
export type CardPrice = Pick<Price, "listPrice" | "unitPrice" | "grossPrice" | "quantityBreaks" | "packaging" | "orderable"> & {
  promotion: Pick<NonNullable<Price["promotion"]>, "code" | "row" | "title"> | null;
};

export function toCardPrice(price: Price): CardPrice {
  return {
    listPrice: price.listPrice,
    unitPrice: price.unitPrice,
    grossPrice: price.grossPrice,
    quantityBreaks: price.quantityBreaks,
    packaging: price.packaging,
    orderable: price.orderable,
    promotion: price.promotion ? { code: price.promotion.code, row: price.promotion.row, title: price.promotion.title } : null,
  };
}
