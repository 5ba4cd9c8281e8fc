// The metrics' `route` label of a request: the Remix route id that answers its path (a page, its
// single-fetch `.data` request, a resource route), or a fixed word for what Remix does not serve.
// Route ids, not paths, so the label set stays small however many products and pages there are.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { LRUCache } from "lru-cache";

/** Paths labelled lately: matchRoutes flattens and ranks the whole route tree on every call. */
const REMEMBERED_PATHS = 2_000;

export interface RouteManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

function routeTree(manifest: Record<string, RouteManifestEntry | undefined>, parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route): route is RouteManifestEntry => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route.id);
      return route.index
        ? { id: route.id, index: true as const, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}

/** `label(pathname)` for the routes of a Remix build (`build.routes`). */
export function routeLabeler(manifest: Record<string, RouteManifestEntry | undefined>): (pathname: string) => string {
  const tree = routeTree(manifest);
  const labels = new LRUCache<string, string>({ max: REMEMBERED_PATHS });
  const match = (page: string) => matchRoutes(tree, page)?.at(-1)?.route.id ?? "unmatched";
  return (pathname) => {
    if (pathname.startsWith("/build/") || pathname === "/favicon.ico" || pathname.startsWith("/images/")) return "static";
    if (pathname === "/healthz" || pathname === "/readyz") return "health";
    // A single-fetch data request names the page it loads: /en/shop.data, and /_root.data for "/".
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    let label = labels.get(page);
    if (label === undefined) {
      label = match(page);
      labels.set(page, label);
    }
    return label;
  };
}
