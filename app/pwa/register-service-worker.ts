// The browser registers the shop's service worker (service-worker.ts) after the page has loaded,
// so that it never competes with the page's own requests. Only production builds have one: in
// development it would keep files that the compiler rewrites under the same names.
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  // A browser that refuses (a private window, a policy) has the shop without it, as before.
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
