/// <reference lib="webworker" />
// The shop's service worker (built into build/sw.js, served at /sw.js). It makes the shop installable
// and keeps the build's fingerprinted files for the next visit; a page that cannot be fetched gets
// the offline page. It keeps nothing of a customer: no page, data answer, price or cart ever enters
// its cache (requests.ts), and it hands every answer it passes on unchanged (no header added), so
// the back/forward cache and the pages' own Cache-Control work as without it.
import { localeFromPath } from "~/platform/i18n";
import { OFFLINE_PAGE_CSP, offlinePageHtml } from "./offline-page";
import { requestHandling } from "./requests";

declare const self: ServiceWorkerGlobalScope;

const STATIC_CACHE = "static";
// A fingerprinted file never changes, so the cache needs no invalidation, only a bound: a deployment
// renames the files it changed, and the oldest are dropped past this count (a build has about 120).
const MAX_STATIC_FILES = 200;

self.addEventListener("activate", (event) => {
  // The page request starts while the worker starts, so pages are no slower for it.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

self.addEventListener("fetch", (event) => {
  const handling = requestHandling(event.request, self.location.origin);
  if (handling === "page") event.respondWith(pageOrOffline(event));
  else if (handling === "static") event.respondWith(staticFile(event));
});

async function pageOrOffline(event: FetchEvent): Promise<Response> {
  try {
    return ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
  } catch {
    const locale = localeFromPath(new URL(event.request.url).pathname);
    return new Response(offlinePageHtml(locale), {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": OFFLINE_PAGE_CSP },
    });
  }
}

async function staticFile(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.type === "basic") event.waitUntil(keep(cache, event.request, response.clone()));
  return response;
}

async function keep(cache: Cache, request: Request, response: Response): Promise<void> {
  await cache.put(request, response);
  const kept = await cache.keys();
  await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_STATIC_FILES)).map((oldest) => cache.delete(oldest)));
}
