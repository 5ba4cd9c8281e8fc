// The texts only some pages render, in groups the browser loads with the route modules that render
// them: a route declares its groups in its handle and awaits them at the top of its module,
//
//   export const handle = { texts: ["account"] } satisfies TextsHandle;
//   await loadTexts(handle.texts);
//
// so a route module is never evaluated (on hydration or on a client-side navigation) before its
// texts are there; the root preloads the page's groups with its modules (root.tsx). The shell's
// texts (app/locales/<locale>.ts) arrive before hydrating (entry.client.tsx). The server has every
// text (app/locales/index.ts), so there loadTexts does nothing. groups.test.ts checks that each
// route declares the groups of the texts its modules use.
import { localeFromPath, provideTranslations, type Locale } from "~/platform/i18n";

export const TEXT_GROUPS = ["account", "agent-pages", "cart-page", "checkout", "content-pages", "login", "product"] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

/** A route's handle naming the groups of texts it renders besides the shell's. */
export interface TextsHandle {
  texts: readonly TextGroup[];
}

type Texts = Record<string, unknown>;

/** One chunk per group and language (a literal import each, so that the browser loads only its page's language). */
const chunks: Record<Locale, Record<TextGroup, () => Promise<{ default: Texts }>>> = {
  it: {
    account: () => import("./it/account.json"),
    "agent-pages": () => import("./it/agent-pages.json"),
    "cart-page": () => import("./it/cart-page.json"),
    checkout: () => import("./it/checkout.json"),
    "content-pages": () => import("./it/content-pages.json"),
    login: () => import("./it/login.json"),
    product: () => import("./it/product.json"),
  },
  en: {
    account: () => import("./en/account.json"),
    "agent-pages": () => import("./en/agent-pages.json"),
    "cart-page": () => import("./en/cart-page.json"),
    checkout: () => import("./en/checkout.json"),
    "content-pages": () => import("./en/content-pages.json"),
    login: () => import("./en/login.json"),
    product: () => import("./en/product.json"),
  },
};

const loaded = new Map<TextGroup, Promise<void>>();

/** Makes the page language's texts of `groups` readable by the translator (in the browser; the server has them all). */
export function loadTexts(groups: readonly TextGroup[]): Promise<unknown> {
  if (typeof document === "undefined") return Promise.resolve();
  const locale = localeFromPath(window.location.pathname);
  return Promise.all(
    groups.map((group) => {
      let loading = loaded.get(group);
      if (!loading) {
        loading = chunks[locale][group]().then(
          (chunk) => provideTranslations({ [locale]: { common: chunk.default } }),
          (error: unknown) => {
            loaded.delete(group);
            throw error;
          },
        );
        loaded.set(group, loading);
      }
      return loading;
    }),
  );
}
