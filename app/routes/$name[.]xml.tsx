// GET /sitemap.xml, /sitemap-pages.xml and /sitemap-products-<n>.xml (see app/content/sitemap.server.ts).
// One route for the three: a route path cannot hold a parameter inside a segment ("sitemap-products-:n"),
// but it can end one (":name.xml"), and any other name is a 404.
import { sitemapResponse } from "~/content/sitemap.server";

export const loader = sitemapResponse;
