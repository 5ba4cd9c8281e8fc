// Pure rules of the product page: which page a /product URL means,
// the promotion's quantity breaks, the modal a query asks for, and the structured data (no prices).
import type { Price } from "~/erp/types";

export type ProductPageType = "default" | "child";

/** Article codes, ids and slugs: letters, digits, dot, dash and underscore, at most 100. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function isProductSlug(value: string | undefined): value is string {
  return typeof value === "string" && SLUG.test(value);
}

export function isProductPageType(value: string | undefined): value is ProductPageType {
  return value === "default" || value === "child";
}

/**
 * Where the general form /product/{type?}/{slug?} leads: the product page, the shop (nothing to
 * show), or nowhere (404).
 */
export function resolveProductSegments(
  segments: string[],
): { to: "page"; type: ProductPageType; slug: string } | { to: "shop" } | { to: "not-found" } {
  const [first, second, ...rest] = segments.filter((segment) => segment !== "");
  if (rest.length > 0) return { to: "not-found" };
  if (first === undefined) return { to: "shop" };
  if (second === undefined) {
    if (isProductPageType(first)) return { to: "shop" };
    return isProductSlug(first) ? { to: "page", type: "default", slug: first } : { to: "not-found" };
  }
  return isProductPageType(first) && isProductSlug(second) ? { to: "page", type: first, slug: second } : { to: "not-found" };
}

export const PRODUCT_MODALS = ["barcodes", "related"] as const;
export type ProductModal = (typeof PRODUCT_MODALS)[number];

/** The modal a `?modal=` value asks for; anything else shows none. */
export function productModalOf(value: string | null): ProductModal | null {
  return PRODUCT_MODALS.find((modal) => modal === value) ?? null;
}

/** The promotion's quantity breaks, smallest quantity first, without duplicates. */
export function quantityBreakRows(price: Pick<Price, "quantityBreaks">): Price["quantityBreaks"] {
  const seen = new Set<number>();
  return [...price.quantityBreaks]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .filter((row) => {
      if (seen.has(row.minQuantity)) return false;
      seen.add(row.minQuantity);
      return true;
    });
}

/** A short description for a meta tag: plain text, at most 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface ProductJsonLdInput {
  title: string;
  sku: string;
  description: string;
  brand: string | null;
  barcodes: string[];
  images: string[];
  url: string;
}

/** schema.org Product without any price: prices belong to each customer. */
export function productJsonLd(input: ProductJsonLdInput, origin: string): Record<string, unknown> {
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : origin + url);
  const gtin13 = input.barcodes.find((code) => /^\d{13}$/.test(code));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.title,
    sku: input.sku,
    ...(gtin13 ? { gtin13 } : {}),
    ...(input.brand ? { brand: { "@type": "Brand", name: input.brand } } : {}),
    ...(input.images.length > 0 ? { image: input.images.map(absolute) } : {}),
    ...(input.description ? { description: input.description } : {}),
    url: absolute(input.url),
  };
}

/** JSON for an inline <script>: nothing in it can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
