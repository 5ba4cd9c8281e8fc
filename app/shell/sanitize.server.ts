// CMS HTML (the footer, CMS pages) is rendered as HTML: keep markup and links, drop anything that
// could run code (scripts, event handlers, javascript: URLs, styles, frames, forms).
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "picture",
    "source",
    "figure",
    "figcaption",
    "address",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "srcset", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "media", "type"],
    "*": ["class", "id", "lang", "aria-label", "aria-hidden", "role"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab never hand the shop's window to the other site.
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
