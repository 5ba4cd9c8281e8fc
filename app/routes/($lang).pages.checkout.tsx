// /pages/checkout: delivery to the selected address or pickup at headquarters; prepare the order
// (ERP preview with totals and anomalies), then send it once; then the thank-you page.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { cartStyles } from "~/cart/cart";
import type { CartFiguresHandle } from "~/cart/page-cart-figures";
import { actOnCheckout, loadCheckoutPage } from "~/checkout/checkout-page.server";
import { CheckoutPage } from "~/checkout/CheckoutPage";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = {
  i18n: ["cart-page", "checkout"],
  // The header cart shows the checkout's totals (by the delivery chosen), not the cart's.
  cartFigures: (data) => {
    const { totals } = data as { totals: { net: number | null; total: number | null } };
    return { net: totals.net, total: totals.total };
  },
} satisfies I18nHandle & CartFiguresHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "checkout.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadCheckoutPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("customer", actOnCheckout);

export default CheckoutPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
