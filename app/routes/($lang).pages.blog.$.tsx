import type { LinksFunction, MetaFunction } from "@remix-run/node";
import contentStyles from "~/content/content.css";
import { BlogPostPage } from "~/content/BlogPostPage";
import { loadBlogPostPage } from "~/content/content.server";
import { publicPageMeta } from "~/platform/meta";
import { pageLoader } from "~/platform/page";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { loadTexts, type TextsHandle } from "~/locales/load";

export const handle = { texts: ["content-pages"] } satisfies TextsHandle;
await loadTexts(handle.texts);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = /* @__PURE__ */ pageLoader("anyone", loadBlogPostPage);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title);

export default BlogPostPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
