// /pages/declarations: the customer's declarations of intent and their plafond (where the ERP keeps them).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { VatExemptionsPage } from "~/account/VatExemptionsPage";
import { actVatExemptions, loadVatExemptionsPage } from "~/account/vat-exemptions-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "vatExemptions.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadVatExemptionsPage);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("customer", actVatExemptions);

export default VatExemptionsPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
