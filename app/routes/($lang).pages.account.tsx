import type { LinksFunction, MetaFunction } from "@remix-run/node";
import styles from "~/account/account.css";
import { AccountPage } from "~/account/AccountPage";
import { actAccount, loadAccountPage } from "~/account/account-page.server";
import { signedInPageMeta } from "~/platform/meta";
import { pageAction, pageLoader } from "~/platform/page";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { loadTexts, type TextsHandle } from "~/locales/load";

export const handle = { texts: ["account"] } satisfies TextsHandle;
await loadTexts(handle.texts);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "account.profile.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadAccountPage);

export const action = /* @__PURE__ */ pageAction("customer", actAccount);

export default AccountPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
