// The namespaces of texts only some pages render (app/locales/<locale>/<namespace>.json): a route
// names those it renders in `handle.i18n`. Apart from app/locales/index.ts, so that the browser's
// i18n (app/platform/i18n.ts) knows the names without the texts.
export const PAGE_NAMESPACES = ["account", "agent-pages", "cart-page", "checkout", "content-pages", "login", "product", "returns"] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
