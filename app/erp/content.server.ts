// Frappe content calls: footer, web pages (the `main` page carries the site CSS), blog (public,
// cached), newsletter sign-up and contact requests (writes).
import { z } from "zod";
import { ErpError, nullIfNotFound } from "./errors";
import type { Link, Parse } from "./link.server";
import { erpDay, erpId, list, media, optionalNumber, optionalObject, parseWith, text } from "./schema.server";
import type { BlogPage, BlogPost, BlogPostSummary, ContactRequest, WebPage } from "./types";

const O = "/api/method/omnicommerce.controllers";
const C = "/api/method/omnicommerce_cms.omnicommerce_cms";
const W = "/api/method/mymb_ecommerce.controllers.wrapper";

/** `{data: {footer_b2b_html}}`, or the field at the top where a deployment leaves out `data`. */
const FooterWire = z.object({ data: optionalObject({ footer_b2b_html: text }), footer_b2b_html: text });

const WebPageWire = z.object({ data: z.object({ title: text, main_section_html: text, css: text }) });

const PostWire = z.object({
  name: erpId,
  title: text,
  route: text,
  published_on: erpDay,
  meta_image: media,
  blogger: text,
});

const BlogListWire = z.object({
  data: list(PostWire.extend({ blog_intro: text })),
  count: optionalNumber,
});

const BlogPostWire = z.object({ data: PostWire.extend({ content: text }) });

const StatusWire = z.object({ status: text, message: text });

function postSummary(post: z.output<typeof PostWire>): Omit<BlogPostSummary, "intro"> {
  return {
    id: post.name,
    title: post.title,
    route: post.route,
    publishedOn: post.published_on,
    image: post.meta_image,
    author: post.blogger,
  };
}

/** A status answer (`{status, message}`) whose status is not "success" (any case) is a refusal. */
const statusMessage: Parse<string> = (payload, ref) => {
  const answer = parseWith(StatusWire, payload, ref);
  if (answer.status.toLowerCase() !== "success") {
    throw new ErpError({ ...ref, kind: "rejected", messages: answer.message ? [answer.message] : [] });
  }
  return answer.message;
};

export function contentApi(link: Link) {
  function webPageRead(route: string): Promise<WebPage> {
    return link.read(
      {
        upstream: "api",
        area: "api",
        method: "GET",
        path: `${C}.web_page.get_web_page_detail`,
        query: { route },
      },
      (payload, ref) => {
        const { data } = parseWith(WebPageWire, payload, ref);
        return { title: data.title, html: data.main_section_html, css: data.css };
      },
      { shared: true },
    );
  }

  return {
    /** The footer's HTML, unsanitised (the caller sanitises). */
    footer(): Promise<string> {
      return link.read(
        { upstream: "api", area: "api", method: "GET", path: `${O}.html.get_footers` },
        (payload, ref) => {
          const wire = parseWith(FooterWire, payload, ref);
          return wire.data?.footer_b2b_html || wire.footer_b2b_html;
        },
        { shared: true },
      );
    },

    /** The site CSS carried by the `main` web page, or "" when there is none. */
    async siteCss(): Promise<string> {
      const page = await nullIfNotFound(webPageRead("main"));
      return page?.css ?? "";
    },

    /** A CMS web page by route; null when unknown. */
    webPage(route: string): Promise<WebPage | null> {
      return nullIfNotFound(webPageRead(route));
    },

    /** One page of blog posts (1-based page), newest first as the ERP sorts them. */
    blogPosts(options: { page: number; perPage: number }): Promise<BlogPage> {
      return link.read(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${O}.blog.get_blog_post`,
          body: { limit: options.perPage, page: options.page, filters: {} },
        },
        (payload, ref) => {
          const wire = parseWith(BlogListWire, payload, ref);
          return {
            posts: wire.data.map((post) => ({ ...postSummary(post), intro: post.blog_intro })),
            total: wire.count,
          };
        },
        { shared: true },
      );
    },

    /** One blog post by route; null when unknown. */
    blogPost(route: string): Promise<BlogPost | null> {
      return nullIfNotFound(
        link.read(
          {
            upstream: "api",
            area: "api",
            method: "GET",
            path: `${O}.blog.get_blog_post_detail`,
            query: { route },
          },
          (payload, ref) => {
            const { data } = parseWith(BlogPostWire, payload, ref);
            return { ...postSummary(data), html: data.content };
          },
          { shared: true },
        ),
      );
    },

    /** Signs an address up for the newsletter; the ERP's message, or ErpError "rejected" (already subscribed, invalid). */
    subscribeNewsletter(email: string): Promise<string> {
      return link.write(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${O}.newsletter.subscribe`,
          body: { email },
        },
        statusMessage,
      );
    },

    /** Sends a contact or assistance request; the ERP's message, or ErpError "rejected" (e.g. without consent). */
    sendContactRequest(request: ContactRequest): Promise<string> {
      return link.write(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${W}.request_form`,
          body: {
            name: request.name,
            email: request.email,
            phone: request.phone,
            company: request.company,
            subject: request.subject,
            message: request.message,
            consent: request.consent,
            type: request.type,
          },
        },
        statusMessage,
      );
    },
  };
}

export type ContentApi = ReturnType<typeof contentApi>;
