// CMS HTML (the footer, CMS pages) is rendered as HTML: keep markup and links, drop anything that
// could run code (scripts, event handlers, javascript: URLs, styles, frames, forms).
import sanitizeHtml from "sanitize-html";
import { localizedPath, type Locale } from "~/platform/i18n";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "picture", "source", "figure", "figcaption", "address"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "srcset", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "media", "type"],
    "*": ["class", "id", "lang", "aria-label", "aria-hidden", "role"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
};

/** Links that open a new tab never hand the shop's window to the other site. */
function safeTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs;
}

/** The CMS writes shop links without a language prefix: keep the reader in their language. */
function localizeHref(attribs: sanitizeHtml.Attributes, locale: Locale): sanitizeHtml.Attributes {
  const href = attribs.href;
  if (!href || !href.startsWith("/") || href.startsWith("//") || href === "/en" || href.startsWith("/en/")) return attribs;
  return { ...attribs, href: localizedPath(locale, href) };
}

export function sanitizeCmsHtml(html: string, locale: Locale): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: localizeHref(safeTarget(attribs), locale) }) },
  });
}

/** CSS from the CMS goes into a <style> element: it must not be able to close it. */
export function cssForStyleElement(css: string): string {
  return css.replace(/</g, "\\3C ");
}
