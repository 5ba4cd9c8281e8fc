// A CMS page: its title, its sanitised HTML and, when the page brings its own CSS, a nonced <style>.
import { useNonce } from "~/platform/nonce";

export interface CmsPageView {
  title: string;
  /** Sanitised on the server (sanitize.server.ts). */
  html: string;
  /** Made safe for a <style> element on the server (cssForStyleElement). */
  css: string;
}

export function CmsArticle({ page }: { page: CmsPageView }) {
  const nonce = useNonce();
  return (
    <article className="cms-page content-page">
      {page.css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: page.css }} /> : null}
      <h1>{page.title}</h1>
      <div className="cms-page__body rich-text" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
