// The general form /product/{type?}/{slug?}: /product/{slug} is the default page of that article,
// /product and /product/{type} alone lead to the shop, anything else is not a page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { resolveProductSegments } from "~/catalog/product-page";
import { localizedPath } from "~/platform/i18n";
import { requireLocale } from "~/platform/request.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { productPagePath } from "~/catalog/product-url";

export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const target = resolveProductSegments((params["*"] ?? "").split("/"));
  if (target.to === "not-found") throw new Response("Not Found", { status: 404 });
  if (target.to === "shop") throw redirect(localizedPath(locale, "/shop"));
  const search = new URL(request.url).search;
  throw redirect(localizedPath(locale, productPagePath(target.type, target.slug)) + search, 301);
}

export default function ProductFallback() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
