// /shop/small-list: the listing in the small-list layout (rendered by the parent shop route). On a tablet
// it redirects to /shop keeping the query. The tablet is known from the Sec-CH-Viewport-Width
// client hint or the viewport-width cookie the shop's script sets; without either, no redirect.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isTablet } from "~/catalog/shop-state.server";
import { requireLocale } from "~/platform/request.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";

export function loader({ request, params }: LoaderFunctionArgs) {
  requireLocale(params);
  if (isTablet(request)) {
    const url = new URL(request.url);
    throw redirect(url.pathname.replace(/\/small-list\/?$/, "") + url.search);
  }
  return null;
}

export default function ShopSmallListLayout() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
