// Files the ERP refers to, relative to the ERP (`/files/images/X.svg`, `files/X.jpg`) or absolute on
// the ERP's own host (`http://erp.example/files/X.jpg`), are served to the browser through the
// storefront's media proxy (`/media/*` → ERP_API_URL), so the browser never sees an ERP host.

const MEDIA_PREFIX = "/media";

/**
 * An ERP file URL → `/media/...` when it is relative or on one of `erpOrigins`; absolute http(s)
 * URLs of other hosts (a CDN) pass through; anything else → "".
 */
export function mediaUrl(value: unknown, erpOrigins: readonly string[] = []): string {
  if (typeof value !== "string") return "";
  const url = value.trim();
  if (url === "" || url.startsWith("//") || url.includes("\\")) return "";
  if (/^https?:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return "";
    }
    return erpOrigins.includes(parsed.origin) ? `${MEDIA_PREFIX}${parsed.pathname}` : parsed.href;
  }
  // Any other scheme (javascript:, data:, mailto:) is not a file of the ERP.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return "";
  const path = url.split(/[?#]/)[0]!;
  return `${MEDIA_PREFIX}${path.startsWith("/") ? path : `/${path}`}`;
}
