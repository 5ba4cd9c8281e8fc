// POST /cart: the one cart action (add, update, remove, coupon, save, activate, delete,
// quick-order). GET /cart is the cart page.
import { redirect } from "@remix-run/node";
import { actOnCart } from "~/cart/action.server";
import { CART_PATH } from "~/cart/cart";
import { pageAction, resourceLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const action = /* @__PURE__ */ pageAction("anyone", actOnCart);

export const loader = /* @__PURE__ */ resourceLoader("anyone", async ({ localePath }) => redirect(localePath(CART_PATH)));

/**
 * A form posted without JavaScript whose post fails (a body that cannot be read, an ERP fault) gets
 * the shop's error page in the shell: with a boundary the route answers pages, not the framework's
 * JSON. Fetchers post to /cart.data either way.
 */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
