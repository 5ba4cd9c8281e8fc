// Cross-site writes are refused: a POST (or any non-GET method) whose Origin header names another
// site. Requests without an Origin (older browsers, curl) pass: the session cookie is SameSite=Lax,
// so another site's form cannot send it anyway.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request is a write from another site. `hosts` are the host names (with port) this
 * request may come from: the Host header, and X-Forwarded-Host when a trusted proxy sets it.
 */
export function isCrossSiteWrite(method: string, origin: string | undefined, hosts: (string | undefined)[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, privacy redirects) or garbage
  }
  if (!host) return true;
  return !hosts.some((allowed) => allowed !== undefined && allowed.toLowerCase() === host.toLowerCase());
}
