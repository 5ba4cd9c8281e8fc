// A blog post: back to the blog, title, date and author, picture and the sanitised article.
import { useLoaderData } from "@remix-run/react";
import { PageLink } from "~/shell/client-links";
import { useTranslation } from "~/platform/fixed-i18n";
import type { loadBlogPostPage } from "~/content/content.server";
import { useLocalePath } from "~/shell/useLocale";

export function BlogPostPage() {
  const post = useLoaderData<typeof loadBlogPostPage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <article className="content-page blog-post">
      <p className="content-page__back">
        <PageLink to={to("/pages/blog")}>← {t("contentPages.blog.back")}</PageLink>
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
