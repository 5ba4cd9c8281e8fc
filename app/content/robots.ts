// robots.txt: the private pages crawlers leave alone (in both languages), and the sitemap's address
// when guests may browse the shop (otherwise there is nothing public to list).
import { LOCALES, localizedPath } from "~/platform/i18n";

/** Pages behind a sign-in, in Italian paths; robots.txt names them in every language. */
const PRIVATE_PAGES = [
  "/pages/account",
  "/pages/agent",
  "/pages/cart",
  "/pages/checkout",
  "/pages/dashboard",
  "/pages/order_detail",
  "/pages/wishlist",
];

export function robotsTxt(sitemapUrl: string | null): string {
  const lines = [
    "User-agent: *",
    ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => `Disallow: ${localizedPath(locale, path)}`)),
    "# A product page's modal views (?modal=barcodes, ?modal=related) repeat the page itself.",
    "Disallow: /*?modal=",
    "Disallow: /*&modal=",
    ...(sitemapUrl ? [`Sitemap: ${sitemapUrl}`] : []),
  ];
  return `${lines.join("\n")}\n`;
}
