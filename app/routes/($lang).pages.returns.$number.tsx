import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { AccountNav } from "~/account/AccountNav";
import accountStyles from "~/account/account.css";
import { ReturnPage } from "~/returns/ReturnPage";
import { loadReturnPage } from "~/returns/returns-page.server";
import returnsStyles from "~/returns/returns.css";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";
import { signedInPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const handle = { i18n: ["account", "returns"] } satisfies I18nHandle;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: returnsStyles },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  signedInPageMeta(matches, "returns.detail.title", { number: page?.request.number ?? "" });

export const loader = /* @__PURE__ */ pageLoader("customer", loadReturnPage);
export const clientLoader = loaderWithTexts(handle);

export default function Route() {
  return <ReturnPage nav={<AccountNav />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
