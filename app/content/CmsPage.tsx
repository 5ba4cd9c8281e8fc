// A CMS page (/pages/single/*, /web-page/*, /pages/about-us): its title, its sanitised HTML and,
// when the page brings its own CSS, a nonced <style>.
import { useLoaderData } from "@remix-run/react";
import type { loadCmsPage } from "~/content/content.server";
import { useNonce } from "~/platform/hydration";

export function CmsPage() {
  const page = useLoaderData<typeof loadCmsPage>();
  const nonce = useNonce();
  return (
    <article className="cms-page content-page">
      {page.css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: page.css }} /> : null}
      <h1>{page.title}</h1>
      <div className="cms-page__body rich-text" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
