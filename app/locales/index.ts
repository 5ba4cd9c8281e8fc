// Every translation file, by locale and namespace (app/platform/i18n.ts): the shell's files merged
// into "common" (it.ts, en.ts: what every page may render), a namespace per group only some pages
// render (account, agent-pages, cart-page, checkout, content-pages, login, product, returns: a route names
// them in `handle.i18n`) and "server" (the texts only the server translates: page descriptions,
// its own error messages; the browser never loads them). A feature adds its own
// <locale>/<feature>.json pair to the shell's files or a namespace of its own; top-level keys
// must not repeat across files. The server uses all of them; the browser gets its page's language
// and namespaces (app/platform/i18n-client.ts).
import type { Resource } from "i18next";
import type { PageNamespace } from "./namespaces";
import { EN_SHELL_FILES } from "./en";
import enAccount from "./en/account.json";
import enAgentPages from "./en/agent-pages.json";
import enCartPage from "./en/cart-page.json";
import enCheckout from "./en/checkout.json";
import enContentPages from "./en/content-pages.json";
import enLogin from "./en/login.json";
import enProduct from "./en/product.json";
import enReturns from "./en/returns.json";
import enServer from "./en/server.json";
import { IT_SHELL_FILES } from "./it";
import itAccount from "./it/account.json";
import itAgentPages from "./it/agent-pages.json";
import itCartPage from "./it/cart-page.json";
import itCheckout from "./it/checkout.json";
import itContentPages from "./it/content-pages.json";
import itLogin from "./it/login.json";
import itProduct from "./it/product.json";
import itReturns from "./it/returns.json";
import itServer from "./it/server.json";

type Texts = Record<string, unknown>;

const PAGE_FILES: Record<"it" | "en", Record<PageNamespace, Texts>> = {
  it: {
    account: itAccount,
    "agent-pages": itAgentPages,
    "cart-page": itCartPage,
    checkout: itCheckout,
    "content-pages": itContentPages,
    login: itLogin,
    product: itProduct,
    returns: itReturns,
  },
  en: {
    account: enAccount,
    "agent-pages": enAgentPages,
    "cart-page": enCartPage,
    checkout: enCheckout,
    "content-pages": enContentPages,
    login: enLogin,
    product: enProduct,
    returns: enReturns,
  },
};

/** Every file of a locale, each once: the key-by-key tests read them. */
export const LOCALE_FILES = {
  it: [...IT_SHELL_FILES, ...Object.values(PAGE_FILES.it), itServer],
  en: [...EN_SHELL_FILES, ...Object.values(PAGE_FILES.en), enServer],
};

/** Merges the shell's files of each locale into the "common" namespace; a top-level key defined twice is a mistake. */
export function mergeLocaleFiles(files: Record<string, Record<string, unknown>[]>): Resource {
  return Object.fromEntries(
    Object.entries(files).map(([locale, parts]) => {
      const merged: Record<string, unknown> = {};
      for (const part of parts) {
        for (const key of Object.keys(part)) {
          if (key in merged) throw new Error(`Translation key "${key}" is defined twice for ${locale}`);
          merged[key] = part[key];
        }
      }
      return [locale, { common: merged }];
    }),
  );
}

const shell = mergeLocaleFiles({ it: IT_SHELL_FILES, en: EN_SHELL_FILES });

/** Every text of the shop, as i18next reads it: by locale, then namespace. */
export const resources: Resource = {
  it: { ...shell.it, ...PAGE_FILES.it, server: itServer },
  en: { ...shell.en, ...PAGE_FILES.en, server: enServer },
};
