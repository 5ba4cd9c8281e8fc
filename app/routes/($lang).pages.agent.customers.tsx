// /pages/agent/customers: the sales agent's customer picker (404 for everyone else).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import agentStyles from "~/agent/agent.css";
import { CustomerPickerPage } from "~/agent/CustomerPickerPage";
import { actCustomerPicker, loadCustomerPicker } from "~/agent/picker-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account", "agent-pages"] } satisfies I18nHandle;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: agentStyles },
];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "agentPicker.title");

export const loader = /* @__PURE__ */ pageLoader("agent", loadCustomerPicker);
export const clientLoader = loaderWithTexts(handle);

export const action = /* @__PURE__ */ pageAction("agent", actCustomerPicker);

export default CustomerPickerPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
