// /shop/list and /shop/small-list: the parent shop route renders the listing (shop-page.server.ts).
// A module of its own, so that the browser's /shop does not load an extra chunk for the empty stand-in
// of a server module these routes would share with it.
import { redirect } from "@remix-run/node";
import { shopPath } from "~/catalog/shop-page.server";
import { isTablet } from "~/catalog/shop-state.server";
import type { Page } from "~/page/page.server";

/**
 * /shop/list and /shop/small-list (the parent shop route renders the listing): on a tablet, /shop
 * with the same query. The tablet is known from the Sec-CH-Viewport-Width client hint or the
 * viewport-width cookie the shop's script sets; without either, nothing redirects.
 */
export async function loadShopLayoutPage({ request, url }: Page) {
  if (isTablet(request)) throw redirect(shopPath(url.pathname) + url.search);
  return null;
}
