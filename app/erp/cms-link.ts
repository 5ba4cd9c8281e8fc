// Links in CMS content (menu items, promo tabs, home slides, banners and tiles) are storefront paths
// that deployments write with or without the leading slash (`shop?filters-family_lev1=10`), or
// absolute URLs of other sites. One form for the components: a root-relative path or an absolute URL.

/** A CMS link → "/shop?…" (root-relative, before the locale prefix is added) or an absolute http(s) URL; "" when unusable. */
export function cmsLink(url: string): string {
  const link = url.trim();
  if (link === "") return "";
  if (/^https?:\/\//i.test(link)) return link;
  if (link.startsWith("//") || link.includes("\\") || /^[a-z][a-z0-9+.-]*:/i.test(link)) return "";
  return link.startsWith("/") ? link : `/${link}`;
}
