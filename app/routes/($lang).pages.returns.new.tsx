import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { AccountNav } from "~/account/AccountNav";
import accountStyles from "~/account/account.css";
import { ReturnFormPage } from "~/returns/ReturnFormPage";
import { actOnReturnForm, loadReturnForm } from "~/returns/returns-page.server";
import returnsStyles from "~/returns/returns.css";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const handle = { i18n: ["account", "returns"] } satisfies I18nHandle;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: returnsStyles },
];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "returns.form.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadReturnForm);
export const clientLoader = loaderWithTexts(handle);

/** The form's round trips: add a document's lines, take one away, send. */
export const action = /* @__PURE__ */ pageAction("customer", actOnReturnForm);

export default function Route() {
  return <ReturnFormPage nav={<AccountNav />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
