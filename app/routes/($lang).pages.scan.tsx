// /pages/scan: scan shelf labels (or type codes) into a list, then add it all to the cart (app/scan/).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { cartStyles } from "~/cart/cart";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { actOnScanPage, loadScanPage } from "~/scan/scan-page.server";
import { ScanPage } from "~/scan/ScanPage";
import scanStyles from "~/scan/scan.css";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["cart-page"] } satisfies I18nHandle;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cartStyles },
  { rel: "stylesheet", href: scanStyles },
];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "scan.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadScanPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("customer", actOnScanPage);

export default ScanPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
