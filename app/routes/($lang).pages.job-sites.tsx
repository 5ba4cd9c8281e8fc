// /pages/job-sites: the customer's job sites with their CIG and CUP (a 404 where the ERP keeps none).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { JobSitesPage } from "~/account/JobSitesPage";
import { actOnJobSites, loadJobSitesPage } from "~/account/job-sites-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account", "checkout"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "account.jobSites.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadJobSitesPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("customer", actOnJobSites);

export default JobSitesPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
