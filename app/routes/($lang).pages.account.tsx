import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { AccountPage } from "~/account/AccountPage";
import { actAccount, loadAccountPage } from "~/account/account-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "account.profile.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadAccountPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("customer", actAccount);

export default AccountPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
