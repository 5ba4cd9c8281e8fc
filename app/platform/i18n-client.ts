// The browser's texts: i18next holds only the page's language. A document carries its page's
// namespaces (root.tsx renders them with <PageTexts />), so hydrating waits for nothing; a client
// navigation to a route that renders other namespaces loads them with the route's data, from a
// chunk of the build per language and namespace (docs/decisions/texts-with-remix-i18next.md).
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import type { PageNamespace } from "~/locales/namespaces";
import { i18nConfig, type I18nHandle, type Locale } from "~/platform/i18n";

/** The id of the document's script element holding the page's texts (JSON, by namespace). */
export const PAGE_TEXTS_ID = "page-texts";

/** One chunk per namespace and language (a literal import each: the browser loads only its page's language). */
const chunks: Record<Locale, Record<PageNamespace, () => Promise<{ default: ResourceKey }>>> = {
  it: {
    account: () => import("~/locales/it/account.json"),
    "agent-pages": () => import("~/locales/it/agent-pages.json"),
    "cart-page": () => import("~/locales/it/cart-page.json"),
    checkout: () => import("~/locales/it/checkout.json"),
    "content-pages": () => import("~/locales/it/content-pages.json"),
    login: () => import("~/locales/it/login.json"),
    product: () => import("~/locales/it/product.json"),
    returns: () => import("~/locales/it/returns.json"),
  },
  en: {
    account: () => import("~/locales/en/account.json"),
    "agent-pages": () => import("~/locales/en/agent-pages.json"),
    "cart-page": () => import("~/locales/en/cart-page.json"),
    checkout: () => import("~/locales/en/checkout.json"),
    "content-pages": () => import("~/locales/en/content-pages.json"),
    login: () => import("~/locales/en/login.json"),
    product: () => import("~/locales/en/product.json"),
    returns: () => import("~/locales/en/returns.json"),
  },
};

/** i18next's backend in the browser: a namespace the page does not have yet, from its chunk. */
const bundledTexts: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const chunk = chunks[language as Locale]?.[namespace as PageNamespace];
    if (!chunk) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    chunk().then(
      (texts) => callback(null, texts.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Starts the browser's i18next (for react-i18next) with the texts the document carries: synchronous, nothing to download. */
export function initBrowserTexts(locale: Locale): void {
  const texts = JSON.parse(document.getElementById(PAGE_TEXTS_ID)?.textContent || "{}") as Record<string, ResourceKey>;
  void i18next
    .use(initReactI18next)
    .use(bundledTexts)
    .init({
      ...i18nConfig,
      lng: locale,
      ns: Object.keys(texts),
      resources: { [locale]: texts },
      partialBundledLanguages: true,
      initImmediate: false,
    });
}

/**
 * A route's `clientLoader` for a client navigation: its server data and the namespaces of its
 * handle, fetched at the same time, so the page renders with its texts (on a document load the
 * route's data and texts are in the document, and this does not run).
 */
export function loaderWithTexts(handle: I18nHandle) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([serverLoader(), i18next.loadNamespaces([...handle.i18n])]);
    return data;
  };
}
