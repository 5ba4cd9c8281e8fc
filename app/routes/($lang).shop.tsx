import type { LinksFunction, MetaFunction } from "@remix-run/node";
import catalogStyles from "~/catalog/catalog.css";
import { ShopPage } from "~/catalog/ShopPage";
import { actShop, loadShopPage } from "~/catalog/shop-page.server";
import { publicPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export const loader = /* @__PURE__ */ pageLoader("anyone", loadShopPage);

export const action = /* @__PURE__ */ pageAction("anyone", actShop);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return publicPageMeta(matches, undefined);
  const { params } = data;
  return [
    ...publicPageMeta(matches, data.meta.title, data.meta.description),
    ...(params.page > 1 || params.more.length > 0 || params.latestOrderList ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export default ShopPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
