import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { WishlistPage } from "~/account/WishlistPage";
import { actWishlist, loadWishlistPage } from "~/account/wishlist-page.server";
import { cartStyles } from "~/cart/cart";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["cart-page"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "wishlist.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadWishlistPage);
export const clientLoader = loaderWithTexts(handle);

/** Open to guests, who are told to sign in. */
export const action = /* @__PURE__ */ pageAction("anyone", actWishlist);

export default WishlistPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
