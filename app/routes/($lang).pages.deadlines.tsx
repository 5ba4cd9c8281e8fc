import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { DeadlinesPage } from "~/account/DeadlinesPage";
import { loadDeadlinesPage } from "~/account/deadlines-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "account.deadlines.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadDeadlinesPage);
export const clientLoader = loaderWithTexts(handle);

export default DeadlinesPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
