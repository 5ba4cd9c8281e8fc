// The general form /product/{type?}/{slug?}: a redirect to the product page or the shop, or a 404.
import { redirectProductPath } from "~/catalog/product-redirect.server";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const loader = /* @__PURE__ */ pageLoader("anyone", redirectProductPath);

export default function ProductFallback() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
