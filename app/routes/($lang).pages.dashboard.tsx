import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { DashboardPage } from "~/account/DashboardPage";
import { loadDashboardPage } from "~/account/dashboard-page.server";
import { signedInPageMeta } from "~/platform/meta";
import { pageLoader } from "~/platform/page";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { loadTexts, type TextsHandle } from "~/locales/load";

export const handle = { texts: ["account"] } satisfies TextsHandle;
await loadTexts(handle.texts);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "account.dashboard.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadDashboardPage);

export default DashboardPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
