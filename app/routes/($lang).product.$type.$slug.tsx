// /product/default/{slug or sku} and /product/child/{child code} (and under /en).
import { data, redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import catalogStyles from "~/catalog/catalog.css";
import { isProductPageType, isProductSlug, metaDescription, productModalOf } from "~/catalog/product-page";
import { loadProductPage } from "~/catalog/product-page.server";

import { readLayout, readTabs, serialiseTabs } from "~/catalog/shop-state.server";
import { listingT } from "~/catalog/listing-text.server";
import { NEW_TAB_ROUTE, toTabsView, visitDetail, visitListing, type TabsState } from "~/catalog/tabs";
import { ProductPage } from "~/catalog/product/ProductPage";
import { SearchTabs } from "~/catalog/SearchTabs";
import productStyles from "~/catalog/product/product.css";
import { SHOP } from "~/platform/config";
import { getEnv } from "~/platform/env.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { getSession } from "~/platform/session.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { publicPageMeta } from "~/platform/meta";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { productPath } from "~/catalog/product-url";

// The catalogue's styles too: in detail mode the page shows the search tabs strip.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: catalogStyles },
  { rel: "stylesheet", href: productStyles },
];

// The page shows the caller's own prices: the document is never stored by a shared cache.
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.private,
});

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  const { type, slug } = args.params;
  if (!isProductPageType(type) || !isProductSlug(slug)) throw new Response("Not Found", { status: 404 });
  const url = new URL(args.request.url);
  const modal = productModalOf(url.searchParams.get("modal"));
  const [erp, session, layout, storedTabs] = await Promise.all([
    getErp(args),
    getSession(args.request),
    readLayout(args.request),
    readTabs(args.request),
  ]);
  const result = await guardErp(
    loadProductPage(erp, {
      type,
      slug,
      locale,
      priceView: session.get("priceView") ?? SHOP.defaultPriceView,
      showAvailability: getEnv().SHOP_SHOW_AVAILABILITY,
    }),
  );
  if (result.kind === "not-found") throw new Response("Not Found", { status: 404 });
  // Temporary: whether an article is a child (and its code's spelling) is catalogue data that may change.
  if (result.kind === "redirect") throw redirect(result.path + url.search, 302);
  // Prices are the caller's own: never stored by a shared cache.
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.private });
  // Detail mode: the product page becomes the active search tab's content.
  const { product } = result.data;
  const route = productPath({ sku: product.sku, parentSku: product.parent?.sku ?? null });
  let tabs: TabsState | null = null;
  if (layout === "product-detail") {
    const t = await listingT(locale);
    tabs = visitDetail(storedTabs ?? visitListing(null, NEW_TAB_ROUTE, t("shop.tabs.newSearch")), { route, title: product.title });
    if (JSON.stringify(tabs) !== JSON.stringify(storedTabs)) headers.append("Set-Cookie", await serialiseTabs(tabs));
  }
  return data({ page: result.data, modal, signedIn: erp.signedIn, tabs: tabs && { view: toTabsView(tabs), route } }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return publicPageMeta(matches, undefined);
  const { product } = data.page;
  const description = metaDescription(product.shortDescription || product.title);
  return [
    ...publicPageMeta(matches, product.title, description),
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.title },
    { property: "og:description", content: description },
    ...(product.images[0] ? [{ property: "og:image", content: product.images[0].main }] : []),
    // The modal views are the same page: only the plain URL is indexed.
    ...(new URLSearchParams(location.search).has("modal") ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export default function ProductRoute() {
  const { page, modal, signedIn, tabs } = useLoaderData<typeof loader>();
  return (
    <>
      {tabs ? <SearchTabs tabs={tabs.view} returnTo={tabs.route} /> : null}
      <ProductPage data={page} modal={modal} signedIn={signedIn} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
