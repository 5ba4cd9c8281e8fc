import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { AccountNav } from "~/account/AccountNav";
import accountStyles from "~/account/account.css";
import { cartStyles } from "~/cart/cart";
import { ListPage } from "~/lists/ListPage";
import { actOnLists, loadListPage } from "~/lists/lists-page.server";
import listsStyles from "~/lists/lists.css";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const handle = { i18n: ["account", "checkout"] } satisfies I18nHandle;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: cartStyles },
  { rel: "stylesheet", href: listsStyles },
];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "lists.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadListPage);
export const clientLoader = loaderWithTexts(handle);

/** The list's own forms post here: ordering renders the quick order's report on this page. */
export const action = /* @__PURE__ */ pageAction("anyone", actOnLists);

export default function Route() {
  return <ListPage nav={<AccountNav />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
