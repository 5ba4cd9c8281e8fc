import type { LinksFunction, MetaFunction } from "@remix-run/node";
import contentStyles from "~/content/content.css";
import { BlogPostPage } from "~/content/BlogPostPage";
import { loadBlogPostPage } from "~/content/content.server";
import { publicPageMeta } from "~/platform/i18n";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["content-pages"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = /* @__PURE__ */ pageLoader("anyone", loadBlogPostPage);
export const clientLoader = loaderWithTexts(handle);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title);

export default BlogPostPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
