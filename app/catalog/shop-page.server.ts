// /shop (and /shop/list, /shop/small-list, whose own loader is shop-layout-page.server.ts): the
// listing of a search URL in the chosen layout, with its search tabs; and the listing's own posts
// (layout switch, new tab, closed tab).
import { data, redirect } from "@remix-run/node";
import { layoutOfPath } from "~/catalog/layout";
import { listingMeta, tabLabelFor } from "~/catalog/listing-text.server";
import { detailRouteOf, loadLatestOrdered, loadSearch, trackListing } from "~/catalog/listing.server";
import { loadWayOn } from "~/catalog/no-results.server";
import { EMPTY_LISTING, listingHref, serialiseListing, toSearchQuery, type ListingParams } from "~/catalog/query";
import { parseListing } from "~/catalog/query.server";
import { ShopActionSchema } from "~/catalog/shop-action.server";
import { readLayout, readTabs, serialiseLayout, serialiseTabs } from "~/catalog/shop-state.server";
import { addTab, closeTab, leaveDetailMode, storedProductRoute, tabRoute, toTabsView, visitListing } from "~/catalog/tabs";
import { LISTING } from "~/platform/config";
import type { Page } from "~/page/page.server";
import { safeRedirectPath } from "~/platform/redirect";
import type { RouteErrorBody } from "~/platform/error-catalogue";
import { readPostedForm } from "~/page/posted-form.server";

function badRequest(message: string): never {
  throw data<RouteErrorBody>({ kind: "badRequest", messages: [message] }, { status: 400 });
}

/** A search tab's listing: the listing's route without the page (so "load more" and page links keep the tab as it is). */
function tabShopRoute(params: ListingParams): string {
  return listingHref({ ...params, page: 1, isNewTab: false, more: [] });
}

/** The listing's path without its /list or /small-list suffix ("/shop" or "/en/shop"). */
export function shopPath(pathname: string): string {
  return pathname.replace(/\/(list|small-list)\/?$/, "").replace(/\/$/, "");
}

export async function loadShopPage({ request, url, erp, settings, t, headers, localePath }: Page) {
  if (url.search.length > LISTING.maxQueryLength) badRequest(t("shopErrors.queryTooLong"));
  const params = parseListing(url.searchParams);
  const canonical = serialiseListing(params);
  if (canonical !== url.search.slice(1)) throw redirect(canonical ? `${url.pathname}?${canonical}` : url.pathname);
  if (params.latestOrderList && !erp.signedIn) throw redirect(localePath("/shop"));

  const [storedLayout, storedTabs, { priceView }] = await Promise.all([readLayout(request), readTabs(request), settings()]);
  const layout = layoutOfPath(url.pathname) ?? storedLayout;
  const withDescriptions = layout === "list" || layout === "product-detail";
  const outcome = params.latestOrderList
    ? { kind: "listing" as const, data: await loadLatestOrdered(erp, params, withDescriptions) }
    : await loadSearch(erp, params, withDescriptions);
  if (outcome.kind === "redirect") throw redirect(localePath(outcome.to));
  const listing = outcome.data;
  trackListing(erp, params, url.pathname, listing.total);
  const wayOn = listing.total === 0 && params.text ? await loadWayOn(erp, params) : null;

  const tabs = visitListing(storedTabs, tabShopRoute(params), tabLabelFor(t, params, listing.labels));
  headers.set("Accept-CH", "Sec-CH-Viewport-Width");
  if (JSON.stringify(tabs) !== JSON.stringify(storedTabs)) headers.append("Set-Cookie", await serialiseTabs(tabs));
  return {
    params,
    listing,
    layout,
    priceView,
    signedIn: erp.signedIn,
    tabs: toTabsView(tabs),
    meta: listingMeta(t, params, listing),
    wayOn,
  };
}

export async function actShop({ request, url, erp, t, localePath }: Page) {
  const parsed = ShopActionSchema.safeParse(Object.fromEntries(await readPostedForm(request)));
  if (!parsed.success) badRequest(t("shopErrors.invalidAction"));
  const form = parsed.data;
  const base = shopPath(url.pathname);

  const stored = await readTabs(request);
  if (form.intent === "layout") {
    const params: ListingParams = parseListing(new URLSearchParams(form.query));
    const headers = new Headers({ "Set-Cookie": await serialiseLayout(form.layout) });
    if (form.layout === "product-detail") {
      // Detail mode reopens the product last seen from this listing's tab, else its first product.
      const productRoute = storedProductRoute(stored, tabShopRoute(params));
      if (productRoute) return redirect(localePath(productRoute), { status: 303, headers });
      const result = await erp.catalog.search({ ...toSearchQuery(params), perPage: 1, page: params.page - 1 });
      const first = result.products[0];
      if (first) return redirect(localePath(detailRouteOf(first)), { status: 303, headers });
    } else if (stored?.tabs.some((tab) => tab.type === "detail")) {
      headers.append("Set-Cookie", await serialiseTabs(leaveDetailMode(stored)));
    }
    const query = serialiseListing(params);
    return redirect(query ? `${base}?${query}` : base, { status: 303, headers });
  }

  if (form.intent === "tab-new") {
    const tabs = addTab(stored, t("shop.tabs.newSearch"));
    const route = tabRoute(tabs.tabs[tabs.active]!);
    const target = route === "/shop" ? `${base}?is_new_tab=true` : localePath(route);
    return redirect(target, { status: 303, headers: { "Set-Cookie": await serialiseTabs(tabs) } });
  }

  const current = stored ?? visitListing(null, listingHref(EMPTY_LISTING), t("shop.tabs.newSearch"));
  const tabs = closeTab(current, form.index);
  const closedActive = form.index === current.active;
  // Closing another tab stays on the page the strip was on; closing the active one shows its neighbour.
  const target = localePath(closedActive ? tabRoute(tabs.tabs[tabs.active]!) : safeRedirectPath(form.returnTo, "/shop"));
  return redirect(target, { status: 303, headers: { "Set-Cookie": await serialiseTabs(tabs) } });
}
