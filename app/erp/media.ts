// Files the ERP refers to with relative URLs (`/files/images/X.svg`) are served to the browser through
// the storefront's media proxy (`/media/*` → ERP_API_URL), so the browser never sees an ERP host.

const MEDIA_PREFIX = "/media";

/** Relative ERP file URL → `/media/...`; absolute http(s) URLs pass through; anything else → "". */
export function mediaUrl(value: unknown): string {
  if (typeof value !== "string") return "";
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("/") && !url.startsWith("//")) return `${MEDIA_PREFIX}${url}`;
  return "";
}
