// /product/{type}/{slug}: the product page's data in two ERP round trips: the article (with its
// children and related products), its accessories and the wishlist in parallel; then every price of
// the page in one call, in parallel with the accessories' catalogue data. Returns only what the page
// shows. In detail mode the page is also the active search tab's content.
import { redirect } from "@remix-run/node";
import { lastOrderOf, type LastOrderView } from "~/catalog/product/last-order.server";
import { cannotBeDelivered } from "~/catalog/alternatives";
import { alternativesOf } from "~/catalog/alternatives.server";
import { toCardProduct, type CardProduct } from "~/catalog/card";
import type { PriceView } from "~/platform/price";
import { isProductPageType, isProductSlug, productModalOf, type ProductPageType } from "~/catalog/product-page";
import { productPath } from "~/catalog/product-url";
import { readLayout, readTabs, serialiseTabs } from "~/catalog/shop-state.server";
import { NEW_TAB_ROUTE, toTabsView, visitDetail, visitListing, type TabsState } from "~/catalog/tabs";
import type { Erp } from "~/erp/client.server";
import type { AvailabilityState, LinkedDocument, Price, Product, ProductDetail, ProductImage } from "~/erp/types";
import { secondary } from "~/page/degrade.server";
import { getEnv } from "~/platform/env.server";
import type { Locale } from "~/platform/i18n";
import { localizedPath } from "~/platform/i18n";
import type { Page } from "~/page/page.server";
import { sanitizeCmsHtml } from "~/ui/sanitize.server";

/** Related products and accessories shown on one page. */
const MAX_LINKED = 12;

export interface ProductChildRow {
  sku: string;
  title: string;
  unit: string;
  /** null when the shop does not show availability (SHOP_SHOW_AVAILABILITY). */
  availability: AvailabilityState | null;
  variant: string;
}

export interface ProductPageData {
  type: ProductPageType;
  product: {
    sku: string;
    title: string;
    shortDescription: string;
    descriptionHtml: string;
    brand: { code: string; name: string } | null;
    model: string;
    unit: string;
    /** null when the shop does not show availability (SHOP_SHOW_AVAILABILITY). */
    availability: { state: AvailabilityState; stock: number } | null;
    images: ProductImage[];
    barcodes: string[];
    parent: { sku: string; path: string } | null;
  };
  children: ProductChildRow[];
  related: CardProduct[];
  accessories: CardProduct[];
  /** What the distributor sells in its place, for an article it cannot deliver (else none). */
  alternatives: CardProduct[];
  /** The caller's prices of the article, its children, related products, accessories and alternatives. */
  prices: Record<string, Price>;
  /** The documents list, for a signed-in customer only (null for a guest). */
  documents: LinkedDocument[] | null;
  /** The signed-in customer's last order of the article; null for a guest, when never ordered, or where the ERP cannot say. */
  lastOrder: LastOrderView | null;
  /** The localized assistance page, or "" when the ERP gives none. */
  assistancePath: string;
  inWishlist: boolean;
  priceView: PriceView;
}

type ProductPageResult = { kind: "page"; data: ProductPageData } | { kind: "redirect"; path: string } | { kind: "not-found" };

export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/** A child's distinguishing words (colour, size) that its title does not already say. */
function variantOf(child: Product): string {
  const title = child.title.toLowerCase();
  return [child.color, child.size]
    .map((part) => part.trim())
    .filter((part) => part !== "" && !title.includes(part.toLowerCase()))
    .join(", ");
}

function localizedAssistance(url: string, locale: Locale): string {
  if (url.startsWith("/") && !url.startsWith("//")) return localizedPath(locale, url);
  return /^https?:\/\//i.test(url) ? url : "";
}

/** The page's extras (accessories, wishlist state, prices) never take the article's page down with them. */
async function optional<T>(work: Promise<T>, fallback: T, what: string): Promise<T> {
  return (await secondary(work, `product page: ${what}`)) ?? fallback;
}

async function fetchDetail(erp: Erp, type: ProductPageType, slug: string): Promise<ProductDetail | null> {
  return type === "child" ? erp.catalog.childProduct(slug) : erp.catalog.product(slug);
}

async function productPageData(
  erp: Erp,
  request: { type: ProductPageType; slug: string; locale: Locale; priceView: PriceView; showAvailability: boolean },
): Promise<ProductPageResult> {
  const { type, slug, locale, showAvailability } = request;
  // Round trip 1: the article, its accessories (the URL usually carries the sku) and the wishlist.
  const [detail, accessorySkus, wishlist] = await Promise.all([
    fetchDetail(erp, type, slug),
    optional(erp.catalog.accessories(slug), [], "accessories"),
    erp.signedIn ? optional(erp.wishlist.list(), [], "wishlist") : Promise.resolve([]),
  ]);
  if (!detail) return { kind: "not-found" };
  const { product } = detail;
  if (product.sku !== slug || (product.parentSku ? "child" : "default") !== type) {
    return { kind: "redirect", path: localizedPath(locale, productPath(product)) };
  }

  const children = product.children;
  const related = detail.related.filter((item) => item.sku !== product.sku).slice(0, MAX_LINKED);
  const accessoryCodes = accessorySkus.filter((sku) => sku !== product.sku).slice(0, MAX_LINKED);
  const pricedSkus = [product.sku, ...children.map((child) => child.sku), ...related.map((item) => item.sku), ...accessoryCodes];

  // Round trip 2: every price of the page, the accessories' catalogue data, the customer's last order
  // of it; beside them, for an article the ERP cannot deliver (by its status: a missing quantity
  // reads 0), its alternatives.
  const undeliverable = cannotBeDelivered({ availability: product.availability, stock: null });
  const [prices, accessories, lastOrder, alternatives] = await Promise.all([
    optional(erp.catalog.prices(pricedSkus), {} as Record<string, Price>, "prices"),
    accessoryCodes.length > 0
      ? optional(
          erp.catalog.productList({ skus: accessoryCodes, page: 1, perPage: accessoryCodes.length }).then((page) => page.products),
          [],
          "accessories",
        )
      : Promise.resolve([]),
    erp.signedIn ? optional(lastOrderOf(erp, product.id), null, "last order") : Promise.resolve(null),
    alternativesOf(erp, undeliverable ? [product.sku] : [], showAvailability),
  ]);

  const parent =
    product.parentSku !== null
      ? { sku: product.parentSku, path: localizedPath(locale, productPath({ sku: product.parentSku, parentSku: null })) }
      : null;

  return {
    kind: "page",
    data: {
      type,
      product: {
        sku: product.sku,
        title: product.title,
        shortDescription: product.shortDescription,
        descriptionHtml: product.longDescription ? sanitizeCmsHtml(product.longDescription, locale) : "",
        brand: product.brand,
        model: product.model,
        unit: product.unit,
        availability: showAvailability ? { state: product.availability, stock: product.stock } : null,
        images: product.images,
        barcodes: detail.barcodes,
        parent,
      },
      children: children.map((child) => ({
        sku: child.sku,
        title: child.title,
        unit: child.unit,
        availability: showAvailability ? child.availability : null,
        variant: variantOf(child),
      })),
      related: related.map((item) => toCardProduct(item, showAvailability)),
      accessories: accessories.map((item) => toCardProduct(item, showAvailability)),
      alternatives: alternatives.byArticle[product.sku] ?? [],
      prices: { ...alternatives.prices, ...prices },
      documents: erp.signedIn ? detail.documents : null,
      lastOrder,
      assistancePath: localizedAssistance(detail.assistanceUrl, locale),
      inWishlist: wishlist.some((entry) => entry.sku === product.sku),
      priceView: request.priceView,
    },
  };
}

export async function loadProductPage({ params, url, request, erp, settings, locale, t, headers }: Page) {
  const { type, slug } = params;
  if (!isProductPageType(type) || !isProductSlug(slug)) throw notFound();
  const [layout, storedTabs, { priceView }] = await Promise.all([readLayout(request), readTabs(request), settings()]);
  const result = await productPageData(erp, {
    type,
    slug,
    locale,
    priceView,
    showAvailability: getEnv().SHOP_SHOW_AVAILABILITY,
  });
  if (result.kind === "not-found") throw notFound();
  // Temporary: whether an article is a child (and its code's spelling) is catalogue data that may change.
  if (result.kind === "redirect") throw redirect(result.path + url.search, 302);
  // Detail mode: the product page becomes the active search tab's content.
  const { product } = result.data;
  const route = productPath({ sku: product.sku, parentSku: product.parent?.sku ?? null });
  let tabs: TabsState | null = null;
  if (layout === "product-detail") {
    tabs = visitDetail(storedTabs ?? visitListing(null, NEW_TAB_ROUTE, t("shop.tabs.newSearch")), { route, title: product.title });
    if (JSON.stringify(tabs) !== JSON.stringify(storedTabs)) headers.append("Set-Cookie", await serialiseTabs(tabs));
  }
  const modal = productModalOf(url.searchParams.get("modal"));
  return { page: result.data, modal, signedIn: erp.signedIn, tabs: tabs && { view: toTabsView(tabs), route } };
}
