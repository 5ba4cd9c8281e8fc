// The home page's loader, in a module of its own: the home route alone imports it, so its browser
// script carries the emptied stand-in (were it in content.server.ts, which eight content routes
// import, that stand-in would be a script of its own).
import { loadNewArrivals } from "~/catalog/featured.server";
import type { HomeContent } from "~/erp/types";
import { secondary } from "~/page/degrade.server";
import type { Page } from "~/page/page.server";
import { SHOP } from "~/platform/config";

const NO_HOME_BLOCKS: HomeContent = { slides: [], promoBanners: [], categories: [], brands: [], departments: [], flyers: [] };

/** The home page: the CMS blocks (secondary: without them the page shows its products) and the new-arrivals row, in parallel. */
export async function loadHomePage({ erp, settings }: Page) {
  const [home, newArrivals, { priceView }] = await Promise.all([
    secondary(erp.cms.home(), "home blocks"),
    loadNewArrivals(erp, SHOP.homeProductCount),
    settings(),
  ]);
  return { home: home ?? NO_HOME_BLOCKS, newArrivals, priceView, signedIn: erp.signedIn };
}
