// /shop/small-list: the listing in the small-list layout, rendered by the parent shop route (a tablet goes to /shop).
import { loadShopLayoutPage } from "~/catalog/shop-layout-page.server";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const loader = /* @__PURE__ */ pageLoader("anyone", loadShopLayoutPage);

export default function ShopLayout() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
