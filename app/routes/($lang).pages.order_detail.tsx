import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { OrderDetailPage } from "~/account/OrderDetailPage";
import { actOnOrderDetail, loadOrderDetailPage } from "~/account/order-detail-page.server";
import { orderNumber, signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account", "checkout"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  signedInPageMeta(matches, "account.orderDetail.title", { number: page ? orderNumber(page.order.key) : "" });

export const loader = /* @__PURE__ */ pageLoader("customer", loadOrderDetailPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("customer", actOnOrderDetail);

export default OrderDetailPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
