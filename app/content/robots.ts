// robots.txt: what crawlers may leave alone, and the sitemap's address when guests may browse the
// shop (otherwise there is nothing public to list). Pages behind a sign-in are not named: a crawler
// asking for one is redirected to the sign-in page, and that redirect is what keeps it out of search
// results, which a Disallow would hide (docs/decisions/private-pages-and-crawlers.md).

export function robotsTxt(sitemapUrl: string | null): string {
  const lines = [
    "User-agent: *",
    "# A product page's modal views (?modal=barcodes, ?modal=related) repeat the page itself.",
    "Disallow: /*?modal=",
    "Disallow: /*&modal=",
    ...(sitemapUrl ? [`Sitemap: ${sitemapUrl}`] : []),
  ];
  return `${lines.join("\n")}\n`;
}
