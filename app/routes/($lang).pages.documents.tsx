import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { DocumentsPage } from "~/account/DocumentsPage";
import { loadDocumentsPage } from "~/account/documents-page.server";
import { signedInPageMeta } from "~/platform/meta";
import { pageLoader } from "~/platform/page";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { loadTexts, type TextsHandle } from "~/locales/load";

export const handle = { texts: ["account"] } satisfies TextsHandle;
await loadTexts(handle.texts);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "account.documents.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadDocumentsPage);

export default DocumentsPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
