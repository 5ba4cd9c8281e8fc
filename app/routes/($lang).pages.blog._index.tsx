import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadBlogPage } from "~/content/content.server";
import { publicPageMeta } from "~/platform/meta";
import { pageFromQuery } from "~/content/pages";
import contentStyles from "~/content/content.css";
import { i18next } from "~/platform/i18n.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { Pagination } from "~/shell/Pagination";
import { useLocalePath } from "~/shell/useLocale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  const page = pageFromQuery(new URL(args.request.url).searchParams.get("page"));
  if (page === null) throw new Response("Not Found", { status: 404 });
  const [erp, t] = await Promise.all([getErp(args), i18next.getFixedT(args.request)]);
  const blog = await guardErp(loadBlogPage(erp, page, locale));
  const title = page > 1 ? `${t("content.blog.title")} – ${t("pagination.pageN", { page })}` : t("content.blog.title");
  return { ...blog, title, description: t("content.blog.intro") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

export default function Blog() {
  const { posts, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="content-page">
      <header className="content-page__header">
        <h1>{t("content.blog.title")}</h1>
        <p>{t("content.blog.intro")}</p>
      </header>
      {posts.length === 0 ? (
        <p className="notice">{t("content.blog.empty")}</p>
      ) : (
        <ul className="post-grid">
          {posts.map((post, index) => (
            <li key={post.route} className="post-card">
              {post.image ? (
                <img className="post-card__image" src={post.image} alt="" width={1200} height={400} loading={index < 3 ? "eager" : "lazy"} />
              ) : null}
              <div className="post-card__body">
                <h2 className="post-card__title">
                  <Link to={to(`/pages/blog/${post.route}`)}>{post.title}</Link>
                </h2>
                <p className="post-card__meta">
                  {post.date ? <time dateTime={post.publishedOn ?? undefined}>{post.date}</time> : null}
                  {post.author ? <span> · {t("content.blog.by", { author: post.author })}</span> : null}
                </p>
                <p className="post-card__intro">{post.intro}</p>
                <Link
                  className="post-card__more"
                  to={to(`/pages/blog/${post.route}`)}
                  aria-label={t("content.blog.readMoreAbout", { title: post.title })}
                >
                  {t("content.blog.readMore")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(target) => to(target === 1 ? "/pages/blog" : `/pages/blog?page=${target}`)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
