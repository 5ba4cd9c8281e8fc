import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { AccountNav } from "~/account/AccountNav";
import accountStyles from "~/account/account.css";
import { cartStyles } from "~/cart/cart";
import { ListsPage } from "~/lists/ListsPage";
import { actOnLists, loadListsPage } from "~/lists/lists-page.server";
import listsStyles from "~/lists/lists.css";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";
import { signedInPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: cartStyles },
  { rel: "stylesheet", href: listsStyles },
];

export const meta: MetaFunction = ({ matches }) => signedInPageMeta(matches, "lists.title");

export const loader = /* @__PURE__ */ pageLoader("customer", loadListsPage);
export const clientLoader = loaderWithTexts(handle);

/** Every list control of the shop posts here (guests are told to sign in). */
export const action = /* @__PURE__ */ pageAction("anyone", actOnLists);

export default function Route() {
  return <ListsPage nav={<AccountNav />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
