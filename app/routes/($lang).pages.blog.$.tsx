import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadBlogPost } from "~/content/content.server";
import { publicPageMeta } from "~/platform/meta";
import { cmsRoute } from "~/content/pages";
import contentStyles from "~/content/content.css";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocalePath } from "~/shell/useLocale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  // A splat: blog routes may contain slashes ("guide/slug").
  const route = cmsRoute(args.params["*"]);
  if (!route) throw new Response("Not Found", { status: 404 });
  const erp = await getErp(args);
  return guardErp(loadBlogPost(erp, route, locale));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title);

export default function BlogPost() {
  const post = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <article className="content-page blog-post">
      <p className="content-page__back">
        <Link to={to("/pages/blog")}>← {t("content.blog.back")}</Link>
      </p>
      <header className="content-page__header">
        <h1>{post.title}</h1>
        <p className="post-card__meta">
          {post.date ? (
            <>
              {t("content.blog.publishedOn")} <time dateTime={post.publishedOn ?? undefined}>{post.date}</time>
            </>
          ) : null}
          {post.author ? <span> · {t("content.blog.by", { author: post.author })}</span> : null}
        </p>
      </header>
      {post.image ? <img className="blog-post__image" src={post.image} alt="" width={1200} height={400} fetchPriority="high" /> : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
