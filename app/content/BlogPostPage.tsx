// A blog post: back to the blog, title, date and author, picture and the sanitised article.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loadBlogPostPage } from "~/content/content.server";
import { useLocalePath } from "~/platform/i18n";

export function BlogPostPage() {
  const post = useLoaderData<typeof loadBlogPostPage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <article className="content-page blog-post">
      <p className="content-page__back">
        <Link to={to("/pages/blog")}>← {t("contentPages.blog.back")}</Link>
      </p>
      <header className="content-page__header">
        <h1>{post.title}</h1>
        <p className="post-card__meta">
          {post.date ? (
            <>
              {t("contentPages.blog.publishedOn")} <time dateTime={post.publishedOn ?? undefined}>{post.date}</time>
            </>
          ) : null}
          {post.author ? <span> · {t("contentPages.blog.by", { author: post.author })}</span> : null}
        </p>
      </header>
      {post.image ? <img className="blog-post__image" src={post.image} alt="" width={1200} height={400} fetchPriority="high" /> : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
