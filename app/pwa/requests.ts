// Which requests the service worker answers, and how. It keeps only the build's fingerprinted files
// (/build/: the same bytes for everyone, and a changed file gets a new name) and answers a page it
// cannot fetch with the offline page. Everything else, and so every page, data answer, price, cart
// and media file of a customer, and every POST, goes to the network as if there were no worker.
export type RequestHandling = "static" | "page" | "network";

export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

/** How the worker handles a request: "static" from its cache first, "page" from the network with the offline page as the fallback, "network" untouched. */
export function requestHandling(request: RequestFacts, shopOrigin: string): RequestHandling {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== shopOrigin) return "network";
  if (request.mode === "navigate") return "page";
  return url.pathname.startsWith("/build/") ? "static" : "network";
}
