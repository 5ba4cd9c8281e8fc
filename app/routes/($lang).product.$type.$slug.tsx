// /product/default/{slug or sku} and /product/child/{child code} (and under /en).
import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { metaDescription } from "~/catalog/product-page";
import { loadProductPage } from "~/catalog/product-page.server";
import { ProductPage } from "~/catalog/product/ProductPage";
import productStyles from "~/catalog/product/product.css";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { publicPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["product"] } satisfies I18nHandle;

// Not the listing's stylesheet: the search tabs strip of detail mode is styled in global.css, so the
// page waits for one render-blocking stylesheet less.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: productStyles }];

// The page shows the caller's own prices: the document is never stored by a shared cache.
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.private,
});

export const loader = /* @__PURE__ */ pageLoader("anyone", loadProductPage);
export const clientLoader = loaderWithTexts(handle);

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

export default ProductPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
