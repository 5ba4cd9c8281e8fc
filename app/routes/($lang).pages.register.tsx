import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { RegisterPage } from "~/account/RegisterPage";
import { actRegister, loadGuestPage } from "~/account/register.server";
import { formPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

// The login layout: the form on the left half, a picture on the right half.
export const handle = { layout: "bare", i18n: ["account"] } satisfies I18nHandle & { layout: string };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => formPageMeta(matches, "account.register.title");

export const loader = /* @__PURE__ */ pageLoader("anyone", loadGuestPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("anyone", actRegister);

export default RegisterPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
