// The shop listing's data: search, facets and the page's prices in parallel (the prices of the
// articles a guest's cached copy of the search lists, then of any others the real answer adds);
// the latest-order list; the barcode / article-code jump; the product-list tracking event.
import type { Erp } from "~/erp/client.server";
import type { FacetGroup, Price, Product, SearchQuery } from "~/erp/types";
import { toCardPrice, toCardProduct, type CardPrice, type CardProduct } from "~/catalog/card";
import { chosenValueLabels } from "~/catalog/facets";
import { dependsOnPrices, notAsked, shownPrices } from "~/catalog/early-prices";
import { detailRoute } from "~/catalog/layout";
import {
  FACET_FIELDS,
  FAMILY_LEVELS,
  INDEXED_FACET_FIELDS,
  hasAnyFilter,
  looksLikeCode,
  toSearchQuery,
  type FilterField,
  type ListingParams,
} from "~/catalog/query";
import { LISTING } from "~/platform/config";
import { secondary } from "~/page/degrade.server";
import { getEnv } from "~/platform/env.server";
import { productPagePath } from "~/catalog/product-url";

const DESCRIPTION_LIMIT = 180;

export interface ListingProduct extends CardProduct {
  description: string;
  /** The product route detail mode opens. */
  detailRoute: string;
  childCount: number;
}

export interface FacetView {
  field: string;
  label: string;
  /** The values shown: the first ones (and the selected ones) unless the group is shown in full. */
  values: { value: string; label: string; count: number }[];
  /** How many values the group has in all. */
  valueCount: number;
  selected: string[];
}

export interface ListingData {
  products: ListingProduct[];
  prices: Record<string, CardPrice>;
  total: number;
  pages: number;
  facets: FacetView[];
  /** The facet call failed: the listing shows its products without filter groups. */
  facetsUnavailable: boolean;
  /** The chosen filter values' labels, "field=value" → label (facets.ts valueLabel). */
  labels: Record<string, string>;
  /** The skus of this page that are in the customer's wishlist. */
  wishlisted: string[];
}

/** The facet fields asked for: the six a hub indexes, plus the operator's extra ones, in display order. */
function facetFields(): FilterField[] {
  const extra: readonly string[] = getEnv().SHOP_EXTRA_FACET_FIELDS;
  return FACET_FIELDS.filter((field) => INDEXED_FACET_FIELDS.includes(field) || extra.includes(field));
}

/** The customer's wishlisted skus (none for a guest; a failing wishlist never fails the listing). */
async function wishlistSkus(erp: Erp): Promise<Set<string>> {
  if (!erp.signedIn) return new Set();
  const entries = await secondary(erp.wishlist.list(), "wishlist marks");
  return new Set((entries ?? []).map((entry) => entry.sku));
}

function onPage(products: ListingProduct[], wishlist: Set<string>): string[] {
  return products.filter((product) => wishlist.has(product.sku)).map((product) => product.sku);
}

/** The product route detail mode opens for a product. */
export function detailRouteOf(product: Product): string {
  return detailRoute({ sku: product.sku, parentSku: product.parentSku, childSkus: product.children.map((child) => child.sku) });
}

/** A listing's product; the description only for the layouts that show it (smaller pages). */
export function toListingProduct(product: Product, shown: { description: boolean; availability: boolean }): ListingProduct {
  const description = shown.description ? product.shortDescription.trim() : "";
  return {
    ...toCardProduct(product, shown.availability),
    description: description.length > DESCRIPTION_LIMIT ? `${description.slice(0, DESCRIPTION_LIMIT - 1)}…` : description,
    detailRoute: detailRouteOf(product),
    childCount: product.children.length,
  };
}

function facetView(group: FacetGroup, params: ListingParams): FacetView {
  const full = params.more.includes(group.field as FilterField);
  const values = full
    ? group.values
    : group.values.filter((value, index) => index < LISTING.facetValuesShown || group.selected.includes(value.value));
  return { field: group.field, label: group.label, values, valueCount: group.values.length, selected: group.selected };
}

/** A group with values; a lower family level only once its parent level is chosen (a drill-down). */
function shownFacet(group: FacetGroup, params: ListingParams): boolean {
  if (group.values.length === 0 && group.selected.length === 0) return false;
  const level = (FAMILY_LEVELS as readonly string[]).indexOf(group.field);
  return level <= 0 || Boolean(params.filters[FAMILY_LEVELS[level - 1]!]?.length);
}

/** A price call made before the search answered: the codes it asked, and its answer (null when it failed). */
interface EarlyPrices {
  skus: string[];
  prices: Promise<Record<string, Price> | null>;
}

/**
 * Asks a listing's prices at once for the articles the public cache's copy of a guest's same
 * search lists, so that a signed-in listing does not wait for its search before asking them. None
 * without a copy, or when the articles depend on the customer's prices.
 */
function askPricesEarly(erp: Erp, query: SearchQuery): EarlyPrices | null {
  if (dependsOnPrices(query)) return null;
  const skus = (erp.catalog.cachedGuestSearch(query)?.products ?? []).map((product) => product.sku);
  return skus.length > 0 ? askPrices(erp, skus) : null;
}

/** Asks the prices of `skus` now. A failed call is only a wrong guess: the prices are then asked for the articles shown. */
function askPrices(erp: Erp, skus: string[]): EarlyPrices {
  return { skus, prices: erp.catalog.prices(skus).catch(() => null) };
}

/** The prices of the articles shown: the early call's answer, and one more call for the articles it did not ask. */
async function pricesOf(erp: Erp, skus: string[], early: EarlyPrices | null): Promise<Record<string, Price>> {
  const guessed = early ? await early.prices : null;
  if (!early || !guessed) return skus.length > 0 ? erp.catalog.prices(skus) : {};
  const missing = notAsked(skus, early.skus);
  return shownPrices(skus, guessed, missing.length > 0 ? await erp.catalog.prices(missing) : {});
}

async function priced(
  erp: Erp,
  products: Product[],
  withDescriptions: boolean,
  early: EarlyPrices | null = null,
): Promise<{ products: ListingProduct[]; prices: Record<string, CardPrice> }> {
  const prices = await pricesOf(
    erp,
    products.map((product) => product.sku),
    early,
  );
  const shown = { description: withDescriptions, availability: getEnv().SHOP_SHOW_AVAILABILITY };
  return {
    products: products.map((product) => toListingProduct(product, shown)),
    prices: Object.fromEntries(Object.entries(prices).map(([sku, price]) => [sku, toCardPrice(price)])),
  };
}

/** The route of the one article a code or barcode names exactly, or null. */
export function exactCodeMatch(text: string, products: Product[], total: number): string | null {
  if (total !== 1 || products.length !== 1) return null;
  const wanted = text.trim().toUpperCase();
  const product = products[0]!;
  const matches = (candidate: Product) => candidate.sku.toUpperCase() === wanted || candidate.barcodes.some((barcode) => barcode === wanted);
  if (matches(product)) return productPagePath("default", product.sku);
  const child = product.children.find(matches);
  return child ? productPagePath("child", child.sku) : null;
}

export type ListingOutcome = { kind: "listing"; data: ListingData } | { kind: "redirect"; to: string };

/** The catalogue search of a listing URL. */
export async function loadSearch(erp: Erp, params: ListingParams, withDescriptions: boolean): Promise<ListingOutcome> {
  const query = toSearchQuery(params);
  const early = askPricesEarly(erp, query);
  const [result, facets, wishlist] = await Promise.all([
    erp.catalog.search(query),
    // Facets are secondary: a refused or failed facet call leaves the listing without filter groups.
    secondary(erp.catalog.facets(query, facetFields()), "facets"),
    wishlistSkus(erp),
  ]);
  const onlyText = params.page === 1 && Object.keys(params.filters).length === 0 && params.minPrice === null && params.maxPrice === null;
  if (onlyText && params.text && looksLikeCode(params.text)) {
    const target = exactCodeMatch(params.text, result.products, result.total);
    if (target) return { kind: "redirect", to: target };
  }
  const { products, prices } = await priced(erp, result.products, withDescriptions, early);
  return {
    kind: "listing",
    data: {
      products,
      prices,
      total: result.total,
      pages: Math.max(1, Math.min(LISTING.maxPage, Math.ceil(result.total / params.perPage))),
      facets: (facets ?? []).filter((group) => shownFacet(group, params)).map((group) => facetView(group, params)),
      facetsUnavailable: facets === null,
      labels: chosenValueLabels(facets ?? [], params.filters),
      wishlisted: onPage(products, wishlist),
    },
  };
}

function isoDaysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An article's last order, where the ERP's row for it says it. */
export interface LastOrder {
  on: string | null;
  quantity: number | null;
}

/** The latest-order list: a listing, plus each article's last order (by sku). */
export interface LatestOrderedData extends ListingData {
  lastOrdered: Record<string, LastOrder>;
  /** The ERP named articles and none of them is in the catalogue: a fault, never "N products" above an empty list. */
  unresolved: boolean;
}

/**
 * The articles this customer ordered in the last 90 days, at today's prices, in the ERP's order. The
 * ERP names them by internal code (Product `id`): the products come with the answer (`data`) or from
 * one product_list call by those codes; a row adds its last order to the product it names.
 */
export async function loadLatestOrdered(erp: Erp, params: ListingParams, withDescriptions: boolean): Promise<LatestOrderedData> {
  const [latest, wishlist] = await Promise.all([
    erp.account.latestOrdered({ range: { from: isoDaysAgo(LISTING.latestOrderDays) }, page: params.page, perPage: params.perPage }),
    wishlistSkus(erp),
  ]);
  const { codes } = latest;
  const found = latest.products ?? (codes.length > 0 ? (await erp.catalog.productList({ ids: codes, page: 1, perPage: codes.length })).products : []);
  const byId = new Map(found.map((product) => [product.id, product]));
  const ordered = codes.flatMap((code) => byId.get(code) ?? []);
  const { products, prices } = await priced(erp, ordered, withDescriptions);
  const rowOf = (product: Product) =>
    latest.rows.find((row) => row.id !== "" && row.id === product.id) ?? latest.rows.find((row) => row.sku === product.sku);
  const unresolved = codes.length > 0 && ordered.length === 0;
  return {
    products,
    prices,
    total: unresolved ? 0 : latest.total,
    pages: Math.max(1, latest.pages),
    facets: [],
    facetsUnavailable: false,
    labels: {},
    wishlisted: onPage(products, wishlist),
    lastOrdered: Object.fromEntries(
      ordered.flatMap((product) => {
        const row = rowOf(product);
        return row ? [[product.sku, { on: row.lastOrderedOn, quantity: row.quantity }]] : [];
      }),
    ),
    unresolved,
  };
}

/** One product-list event per listing, not awaited. */
export function trackListing(erp: Erp, params: ListingParams, pathname: string, total: number): void {
  erp.tracking.search({
    listingType: params.latestOrderList ? "latest-order-list" : hasAnyFilter(params) ? "search" : "shop",
    listingCode: params.text,
    pageVisited: pathname,
    otherData: { filters: params.filters, page: params.page, total },
  });
}
