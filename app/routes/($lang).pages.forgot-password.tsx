import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { ForgotPasswordPage } from "~/account/ForgotPasswordPage";
import { actForgotPassword, loadGuestPage } from "~/account/register.server";
import { formPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => formPageMeta(matches, "account.forgot.title");

export const loader = /* @__PURE__ */ pageLoader("anyone", loadGuestPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("anyone", actForgotPassword);

export default ForgotPasswordPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
