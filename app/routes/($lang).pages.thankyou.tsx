// /pages/thankyou: the order just sent (from the checkout's signed cookie).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import cartStyles from "~/cart/cart.css";
import { ThankYouPage } from "~/checkout/ThankYouPage";
import { loadThankYouPage } from "~/checkout/thankyou-page.server";
import { signedInPageMeta } from "~/platform/meta";
import { pageLoader } from "~/platform/page";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { loadTexts, type TextsHandle } from "~/locales/load";

export const handle = { texts: ["checkout"] } satisfies TextsHandle;
await loadTexts(handle.texts);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "thankyou.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadThankYouPage);

export default ThankYouPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
