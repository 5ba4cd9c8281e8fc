// The blog: a page of post cards and the pager.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loadBlogPage } from "~/content/content.server";
import { Pagination } from "~/ui/Pagination";
import { useLocalePath } from "~/platform/i18n";

export function BlogPage() {
  const { posts, page, pages } = useLoaderData<typeof loadBlogPage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="content-page">
      <header className="content-page__header">
        <h1>{t("contentPages.blog.title")}</h1>
        <p>{t("contentPages.blog.intro")}</p>
      </header>
      {posts.length === 0 ? (
        <p className="notice">{t("contentPages.blog.empty")}</p>
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
                  {post.author ? <span> · {t("contentPages.blog.by", { author: post.author })}</span> : null}
                </p>
                <p className="post-card__intro">{post.intro}</p>
                <Link
                  className="post-card__more"
                  to={to(`/pages/blog/${post.route}`)}
                  aria-label={t("contentPages.blog.readMoreAbout", { title: post.title })}
                >
                  {t("contentPages.blog.readMore")}
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
