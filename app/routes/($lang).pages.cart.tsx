// /pages/cart?tab=active|saved: the active cart or the saved carts (signed-in customers only); its
// action is the cart action, answering the quick order and refused forms on this page.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { cartStyles } from "~/cart/cart";
import { actOnCartPage, loadCartPage } from "~/checkout/cart-page.server";
import { CartPage } from "~/checkout/CartPage";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["cart-page", "checkout"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "cartPage.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadCartPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("anyone", actOnCartPage);

export default CartPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
