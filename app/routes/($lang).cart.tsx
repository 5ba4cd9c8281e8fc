// POST /cart: the one cart action (add, update, remove, coupon, save, activate, delete,
// quick-order). GET /cart is the cart page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { cartAction } from "~/cart/action.server";
import { localizedPath } from "~/platform/i18n";
import { requireLocale } from "~/platform/request.server";
import { CART_PATH } from "~/cart/paths";

export const action = cartAction;

export function loader({ params }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  return redirect(localizedPath(locale, CART_PATH));
}
