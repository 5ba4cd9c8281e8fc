// /pages/agent/dashboard: the sales agent's own page (404 for everyone else).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import agentStyles from "~/agent/agent.css";
import { AgentDashboardPage } from "~/agent/AgentDashboardPage";
import { loadAgentDashboard } from "~/agent/dashboard-page.server";
import { signedInPageMeta } from "~/platform/meta";
import { pageLoader } from "~/platform/page";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { loadTexts, type TextsHandle } from "~/locales/load";

export const handle = { texts: ["account", "agent-pages"] } satisfies TextsHandle;
await loadTexts(handle.texts);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: agentStyles },
];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "agentDashboard.title");

export const loader = /* @__PURE__ */ pageLoader("agent", loadAgentDashboard);

export default AgentDashboardPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
