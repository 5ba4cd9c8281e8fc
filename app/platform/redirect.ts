// Where to send the browser after sign-in or a form post: only paths of this site, never another
// origin (//evil.example, /\evil.example, encoded, with dot segments or with control characters).

const BASE = "http://shop.invalid";

/** The path a same-site `candidate` resolves to, or null when it could leave the site. */
function sameSitePath(candidate: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  if (!candidate.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  // The URL parser removes dot segments ("/.//x", "/%2e%2e//x" become "//x"): judge its result.
  const resolved = new URL(candidate, BASE);
  if (resolved.origin !== BASE || resolved.pathname.startsWith("//")) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  let decoded = target;
  try {
    // Judge the decoded form too: %2F%2Fevil.example is //evil.example to some browsers.
    for (let i = 0; i < 3 && decoded.includes("%"); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  if (sameSitePath(decoded) === null) return fallback;
  return sameSitePath(target) ?? fallback;
}
