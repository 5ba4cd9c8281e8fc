import type { LinksFunction, MetaFunction } from "@remix-run/node";
import contentStyles from "~/content/content.css";
import { ContactPage } from "~/content/ContactPage";
import { actContact, loadContactPage } from "~/content/contact-page.server";
import { publicPageMeta } from "~/platform/meta";
import { pageAction, pageLoader } from "~/platform/page";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { loadTexts, type TextsHandle } from "~/locales/load";

export const handle = { texts: ["content-pages"] } satisfies TextsHandle;
await loadTexts(handle.texts);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = /* @__PURE__ */ pageLoader("anyone", loadContactPage);

export const action = /* @__PURE__ */ pageAction("anyone", actContact);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

export default ContactPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
