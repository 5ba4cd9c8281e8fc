import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { DocumentsPage } from "~/account/DocumentsPage";
import { loadDocumentsPage } from "~/account/documents-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account", "checkout"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "account.documents.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadDocumentsPage);
export const clientLoader = loaderWithTexts(handle);

export default DocumentsPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
