import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { AccountNav } from "~/account/AccountNav";
import accountStyles from "~/account/account.css";
import { ReturnsPage } from "~/returns/ReturnsPage";
import { loadReturnsPage } from "~/returns/returns-page.server";
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

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "returns.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadReturnsPage);
export const clientLoader = loaderWithTexts(handle);

export default function Route() {
  return <ReturnsPage nav={<AccountNav />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
