// /pages/thankyou: the order just sent (from the checkout's signed cookie).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { cartStyles } from "~/cart/cart";
import { ThankYouPage } from "~/checkout/ThankYouPage";
import { loadThankYouPage } from "~/checkout/thankyou-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["checkout"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "thankyou.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadThankYouPage);
export const clientLoader = loaderWithTexts(handle);

export default ThankYouPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
