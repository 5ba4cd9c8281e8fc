import type { LinksFunction, MetaFunction } from "@remix-run/node";
import contentStyles from "~/content/content.css";
import { CmsPage } from "~/content/CmsPage";
import { loadCmsPage } from "~/content/content.server";
import { publicPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = /* @__PURE__ */ pageLoader("anyone", loadCmsPage);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title);

export default CmsPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
