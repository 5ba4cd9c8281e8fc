// The shop listing page: search tabs, filter sidebar, body header (title, count, sort, layout
// toggle), the products in the chosen layout, pagination links and, with JavaScript, "load more".
import { Form, Outlet, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterSidebar, FiltersButton } from "~/catalog/FilterSidebar";
import { LAYOUTS, type ListLayout } from "~/catalog/layout";
import type { ListingData, ListingProduct } from "~/catalog/listing.server";
import type { PriceView } from "~/platform/price";
import type { MorePageAnswer } from "~/catalog/more-page.server";
import type { loadShopPage } from "~/catalog/shop-page.server";
import { ProductCard } from "~/catalog/ProductCard";
import { ProductRow } from "~/catalog/ProductRow";
import { listingHref, PER_PAGE_OPTIONS, serialiseListing, SORTS, withPage, type ListingParams } from "~/catalog/query";
import { SearchTabs } from "~/catalog/SearchTabs";
import type { CardPrice } from "~/catalog/card";
import { ListPricesNotice } from "~/catalog/ListPricesNotice";
import { NoResults } from "~/catalog/NoResults";
import { Pagination } from "~/ui/Pagination";
import { useLocalePath } from "~/platform/i18n";

/** The first row of a page loads its images at once; the rest lazily. */
const EAGER_COUNT = 4;
const VIEWPORT_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

function Products({
  products,
  prices,
  layout,
  priceView,
  eagerCount,
  wishlisted,
}: {
  products: ListingProduct[];
  prices: Record<string, CardPrice>;
  layout: ListLayout;
  priceView: PriceView;
  eagerCount: number;
  wishlisted: string[];
}) {
  return (
    <ul className={layout === "grid" ? "product-grid" : `product-rows product-rows--${layout}`}>
      {products.map((product, index) => (
        <li key={product.sku}>
          {layout === "grid" ? (
            <ProductCard
              product={product}
              price={prices[product.sku]}
              priceView={priceView}
              eager={index < eagerCount}
              inWishlist={wishlisted.includes(product.sku)}
              headingLevel={2}
            />
          ) : (
            <ProductRow
              product={product}
              price={prices[product.sku]}
              priceView={priceView}
              variant={layout}
              eager={index < eagerCount}
              inWishlist={wishlisted.includes(product.sku)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function LayoutToggle({ layout, params }: { layout: ListLayout; params: ListingParams }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const query = serialiseListing(params);
  return (
    <div className="layout-toggle" role="group" aria-label={t("shop.layout.title")}>
      {LAYOUTS.map((option) => (
        <Form key={option} method="post" action={to("/shop")}>
          <input type="hidden" name="intent" value="layout" />
          <input type="hidden" name="layout" value={option} />
          <input type="hidden" name="query" value={query} />
          <button
            type="submit"
            className={`layout-toggle__button${option === layout ? " layout-toggle__button--active" : ""}`}
            aria-pressed={option === layout}
            title={t(`shop.layout.${option}`)}
          >
            <span className={`layout-icon layout-icon--${option}`} aria-hidden="true" />
            <span className="visually-hidden">{t(`shop.layout.${option}`)}</span>
          </button>
        </Form>
      ))}
    </div>
  );
}

function SortForm({ params }: { params: ListingParams }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const hidden = new URLSearchParams(serialiseListing({ ...params, page: 1, sort: "relevance", perPage: 12 }));
  return (
    <Form method="get" action={to("/shop")} className="sort-form">
      {[...hidden].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        <span>{t("shop.sort.label")}</span>
        <select name="sort" defaultValue={params.sort} key={`sort-${params.sort}`}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`shop.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("shop.sort.perPage")}</span>
        <select name="per_page" defaultValue={params.perPage} key={`pp-${params.perPage}`}>
          {PER_PAGE_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary">
        {t("shop.sort.apply")}
      </button>
    </Form>
  );
}

type LoadedPage = Extract<MorePageAnswer, { kind: "page" }>;

/**
 * With JavaScript: the next pages appended below the first, from /api/shop-page. A page that fails
 * keeps what is shown and offers to try the same page again.
 */
function useLoadMore(params: ListingParams, listing: ListingData) {
  const fetcher = useFetcher<MorePageAnswer>();
  const to = useLocalePath();
  const query = serialiseListing(params);
  const [extra, setExtra] = useState<LoadedPage[]>([]);
  useEffect(() => setExtra([]), [query]);
  useEffect(() => {
    const loaded = fetcher.data;
    if (loaded?.kind !== "page" || fetcher.state !== "idle") return;
    setExtra((pages) => (pages.some((page) => page.page === loaded.page) ? pages : [...pages, loaded]));
  }, [fetcher.data, fetcher.state]);
  const lastPage = extra.length > 0 ? extra[extra.length - 1]!.page : params.page;
  const hasMore = lastPage < listing.pages;
  const loadMore = () => fetcher.load(to(listingHref(withPage(params, lastPage + 1), "/api/shop-page")));
  const loading = fetcher.state !== "idle";
  return { extra, hasMore, loadMore, loading, failed: !loading && fetcher.data?.kind === "failed" };
}

function heading(t: (key: string, options?: Record<string, unknown>) => string, params: ListingParams, title: string): string {
  if (params.latestOrderList) return t("shop.latest.title");
  if (params.text) return t("shop.resultsFor", { text: params.text });
  return title;
}

/** The listing; its child routes (/shop/list, /shop/small-list) render nothing of their own. */
export function ShopPage() {
  const { params, listing, layout, priceView, signedIn, tabs, meta, wayOn } = useLoaderData<typeof loadShopPage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const navigation = useNavigation();
  const { extra, hasMore, loadMore, loading, failed } = useLoadMore(params, listing);
  const [enhanced, setEnhanced] = useState(false);

  // Tell the server the viewport width (the tablet rule of /shop/list and /shop/small-list).
  useEffect(() => {
    setEnhanced(true);
    const remember = () => {
      document.cookie = `vw=${window.innerWidth}; path=/; max-age=${VIEWPORT_COOKIE_MAX_AGE}; samesite=lax`;
    };
    remember();
    window.addEventListener("resize", remember);
    return () => window.removeEventListener("resize", remember);
  }, []);

  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const empty = listing.products.length === 0;
  const unresolved = "unresolved" in listing && listing.unresolved;
  return (
    <div className="shop">
      <SearchTabs tabs={tabs} returnTo={listingHref(params)} />
      <div className="shop__layout">
        <FilterSidebar params={params} facets={listing.facets} labels={listing.labels} unavailable={listing.facetsUnavailable} />
        <section className="shop__body" aria-labelledby="shop-heading" aria-busy={busy}>
          <header className="shop__header">
            <div>
              <h1 id="shop-heading">{heading(t, params, meta.title)}</h1>
              {unresolved ? (
                <p className="notice" role="alert">
                  {t("shop.latest.unresolved")}
                </p>
              ) : (
                <p className="shop__count" role="status">
                  {t("shop.count", { count: listing.total })}
                </p>
              )}
            </div>
            <div className="shop__controls">
              <FiltersButton />
              {params.latestOrderList ? null : <SortForm params={params} />}
              <LayoutToggle layout={layout} params={params} />
            </div>
          </header>
          {!signedIn ? <ListPricesNotice className="notice" /> : null}
          {unresolved ? null : empty ? (
            <NoResults wayOn={wayOn} />
          ) : (
            <>
              <Products
                products={listing.products}
                prices={listing.prices}
                layout={layout}
                priceView={priceView}
                eagerCount={EAGER_COUNT}
                wishlisted={listing.wishlisted}
              />
              {extra.map((page) => (
                <Products
                  key={page.page}
                  products={page.products}
                  prices={page.prices}
                  layout={layout}
                  priceView={priceView}
                  eagerCount={0}
                  wishlisted={page.wishlisted}
                />
              ))}
            </>
          )}
          {enhanced && hasMore && !empty ? (
            <div className="load-more">
              {failed ? (
                <p className="notice load-more__error" role="alert">
                  {t("shop.loadMoreFailed")}
                </p>
              ) : null}
              <button type="button" className="button" onClick={loadMore} disabled={loading}>
                {loading ? t("shop.loading") : failed ? t("errors.retry") : t("shop.loadMore")}
              </button>
            </div>
          ) : null}
          <Pagination page={params.page} pages={listing.pages} href={(page) => to(listingHref(withPage(params, page)))} />
        </section>
      </div>
      <Outlet />
    </div>
  );
}
