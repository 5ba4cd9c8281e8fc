// POST /cart: the one cart action (add, update, remove, coupon, save, activate, delete,
// quick-order). GET /cart is the cart page.
import { redirect } from "@remix-run/node";
import { actOnCart } from "~/cart/action.server";
import { CART_PATH } from "~/cart/paths";
import { pageAction, resourceLoader } from "~/page/page";

export const action = /* @__PURE__ */ pageAction("anyone", actOnCart);

export const loader = /* @__PURE__ */ resourceLoader("anyone", async ({ localePath }) => redirect(localePath(CART_PATH)));
