// /pages/agent/commissions: the sales agent's commissions (404 for everyone else, and where the ERP has none).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import agentStyles from "~/agent/agent.css";
import { CommissionsPage } from "~/agent/CommissionsPage";
import { loadCommissionsPage } from "~/agent/commissions-page.server";
import { signedInPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["account", "agent-pages"] } satisfies I18nHandle;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: agentStyles },
];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "agentCommissions.title");

export const loader = /* @__PURE__ */ pageLoader("agent", loadCommissionsPage);
export const clientLoader = loaderWithTexts(handle);

export default CommissionsPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
