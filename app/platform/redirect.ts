// Where to send the browser after sign-in or a form post: only paths of this site, never another
// origin (//evil.example, /\evil.example, encoded or with control characters).

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  let decoded = target;
  try {
    // Judge the decoded form too: %2F%2Fevil.example is //evil.example to some browsers.
    for (let i = 0; i < 3 && decoded.includes("%"); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith("/")) return fallback;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  }
  // The URL parser is the final judge: the result must stay on our (dummy) origin.
  const resolved = new URL(target, "http://shop.invalid");
  if (resolved.origin !== "http://shop.invalid") return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
