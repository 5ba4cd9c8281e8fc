import { describe, expect, it } from "vitest";
import { sanitizeCmsHtml } from "./sanitize.server";

describe("sanitizeCmsHtml", () => {
  it("keeps ordinary markup and links", () => {
    const html = '<div class="cols"><p>Via Roma 1 <a href="/pages/contact-us">Contatti</a></p></div>';
    expect(sanitizeCmsHtml(html, "it")).toBe(html);
  });

  it("removes scripts, event handlers and javascript: URLs", () => {
    const out = sanitizeCmsHtml(
      '<p onclick="steal()">x</p><script>alert(1)</script><a href="javascript:alert(1)">y</a><img src="x.png" onerror="steal()">',
      "it",
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain("<p>x</p>");
  });

  it("protects new-tab links", () => {
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank">z</a>', "en")).toContain('rel="noopener noreferrer"');
  });

  it("keeps English readers in English on shop links", () => {
    expect(sanitizeCmsHtml('<a href="/pages/about-us">A</a><a href="/en/shop">B</a><a href="https://x.example/">C</a>', "en")).toBe(
      '<a href="/en/pages/about-us">A</a><a href="/en/shop">B</a><a href="https://x.example/">C</a>',
    );
    expect(sanitizeCmsHtml('<a href="/pages/about-us">A</a>', "it")).toBe('<a href="/pages/about-us">A</a>');
  });

  it("drops style elements and iframes", () => {
    expect(sanitizeCmsHtml("<style>body{}</style><iframe src=x></iframe><b>ok</b>", "it")).toBe("<b>ok</b>");
  });
});
