import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ShopPage } from "~/catalog/ShopPage";
import catalogStyles from "~/catalog/catalog.css";
import { layoutOfPath } from "~/catalog/layout";
import { detailRouteOf, loadLatestOrdered, loadSearch, trackListing } from "~/catalog/listing.server";
import { EMPTY_LISTING, listingHref, serialiseListing, toSearchQuery, type ListingParams } from "~/catalog/query";
import { parseListing } from "~/catalog/query.server";
import { ShopActionSchema } from "~/catalog/shop-action.server";
import { readLayout, readTabs, serialiseLayout, serialiseTabs } from "~/catalog/shop-state.server";
import { listingMeta, listingT, tabLabelFor } from "~/catalog/listing-text.server";
import { addTab, closeTab, leaveDetailMode, storedProductRoute, tabRoute, toTabsView, visitListing } from "~/catalog/tabs";
import { LISTING, SHOP } from "~/platform/config";
import { localizedPath } from "~/platform/i18n";
import { safeRedirectPath } from "~/platform/redirect";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import type { RouteErrorBody } from "~/platform/route-errors";
import { getSession } from "~/platform/session.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { publicPageMeta } from "~/platform/meta";
import { CACHE_CONTROL } from "~/platform/cache-control";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

function badRequest(message: string): never {
  throw data<RouteErrorBody>({ kind: "badRequest", messages: [message] }, { status: 400 });
}

/** A search tab's listing: the listing's route without the page (so "load more" and page links keep the tab as it is). */
function tabShopRoute(params: ListingParams): string {
  return listingHref({ ...params, page: 1, isNewTab: false, more: [] });
}

/** The listing's path without its /list or /small-list suffix ("/shop" or "/en/shop"). */
function shopPath(pathname: string): string {
  return pathname.replace(/\/(list|small-list)\/?$/, "").replace(/\/$/, "");
}

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  const { request } = args;
  const url = new URL(request.url);
  const t = await listingT(locale);
  if (url.search.length > LISTING.maxQueryLength) badRequest(t("shop.errors.queryTooLong"));

  const params = parseListing(url.searchParams);
  const canonical = serialiseListing(params);
  if (canonical !== url.search.slice(1)) throw redirect(canonical ? `${url.pathname}?${canonical}` : url.pathname);

  const erp = await getErp(args);
  if (params.latestOrderList && !erp.signedIn) throw redirect(localizedPath(locale, "/shop"));

  const [session, storedLayout, storedTabs] = await Promise.all([getSession(request), readLayout(request), readTabs(request)]);
  const layout = layoutOfPath(url.pathname) ?? storedLayout;
  const withDescriptions = layout === "list" || layout === "product-detail";
  const outcome = params.latestOrderList
    ? { kind: "listing" as const, data: await guardErp(loadLatestOrdered(erp, params, withDescriptions)) }
    : await guardErp(loadSearch(erp, params, withDescriptions));
  if (outcome.kind === "redirect") throw redirect(localizedPath(locale, outcome.to));
  const listing = outcome.data;
  trackListing(erp, params, url.pathname, listing.total);

  const tabs = visitListing(storedTabs, tabShopRoute(params), tabLabelFor(t, params, listing.facets));
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL.private, "Accept-CH": "Sec-CH-Viewport-Width" });
  if (JSON.stringify(tabs) !== JSON.stringify(storedTabs)) headers.append("Set-Cookie", await serialiseTabs(tabs));

  return data(
    {
      params,
      listing,
      layout,
      priceView: session.get("priceView") ?? SHOP.defaultPriceView,
      signedIn: erp.signedIn,
      tabs: toTabsView(tabs),
      meta: listingMeta(t, params, listing),
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  const locale = requireLocale(args.params);
  const { request } = args;
  const t = await listingT(locale);
  const parsed = ShopActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) badRequest(t("shop.errors.invalidAction"));
  const form = parsed.data;
  const base = shopPath(new URL(request.url).pathname);

  const stored = await readTabs(request);
  if (form.intent === "layout") {
    const params: ListingParams = parseListing(new URLSearchParams(form.query));
    const headers = new Headers({ "Set-Cookie": await serialiseLayout(form.layout) });
    if (form.layout === "product-detail") {
      // Detail mode reopens the product last seen from this listing's tab, else its first product.
      const productRoute = storedProductRoute(stored, tabShopRoute(params));
      if (productRoute) return redirect(localizedPath(locale, productRoute), { status: 303, headers });
      const erp = await getErp(args);
      const result = await guardErp(erp.catalog.search({ ...toSearchQuery(params), perPage: 1, page: params.page - 1 }));
      const first = result.products[0];
      if (first) return redirect(localizedPath(locale, detailRouteOf(first)), { status: 303, headers });
    } else if (stored?.tabs.some((tab) => tab.type === "detail")) {
      headers.append("Set-Cookie", await serialiseTabs(leaveDetailMode(stored)));
    }
    const query = serialiseListing(params);
    return redirect(query ? `${base}?${query}` : base, { status: 303, headers });
  }

  if (form.intent === "tab-new") {
    const tabs = addTab(stored, t("shop.tabs.newSearch"));
    const route = tabRoute(tabs.tabs[tabs.active]!);
    const target = route === "/shop" ? `${base}?is_new_tab=true` : localizedPath(locale, route);
    return redirect(target, { status: 303, headers: { "Set-Cookie": await serialiseTabs(tabs) } });
  }

  const current = stored ?? visitListing(null, listingHref(EMPTY_LISTING), t("shop.tabs.newSearch"));
  const tabs = closeTab(current, form.index);
  const closedActive = form.index === current.active;
  // Closing another tab stays on the page the strip was on; closing the active one shows its neighbour.
  const target = localizedPath(locale, closedActive ? tabRoute(tabs.tabs[tabs.active]!) : safeRedirectPath(form.returnTo, "/shop"));
  return redirect(target, { status: 303, headers: { "Set-Cookie": await serialiseTabs(tabs) } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  if (!loaderData) return publicPageMeta(matches, undefined);
  return [
    ...publicPageMeta(matches, loaderData.meta.title, loaderData.meta.description),
    ...(loaderData.params.page > 1 || loaderData.params.more.length > 0 || loaderData.params.latestOrderList
      ? [{ name: "robots", content: "noindex, follow" }]
      : []),
  ];
};

export default function Shop() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <>
      <ShopPage {...loaderData} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
