// Every translation file, by locale: the shell's files (it.ts, en.ts: what every page may render)
// and the groups only some pages render (load.ts: account, agent-pages, cart-page, checkout,
// content-pages, login, product). A feature adds its own <locale>/<feature>.json pair to one of them; the
// files of one locale are merged into one namespace (top-level keys must not repeat). The server
// uses all of them; the browser imports its page's language: the shell's texts before hydrating
// (entry.client.tsx), a group with the route modules that render it (app/locales/load.ts). The
// texts only the server translates (page descriptions, its own error messages) are in
// <locale>/server.json, which the browser never loads.
import { mergeLocaleFiles } from "~/platform/i18n";
import { EN_SHELL_FILES } from "./en";
import enAccount from "./en/account.json";
import enAgentPages from "./en/agent-pages.json";
import enCartPage from "./en/cart-page.json";
import enCheckout from "./en/checkout.json";
import enContentPages from "./en/content-pages.json";
import enLogin from "./en/login.json";
import enProduct from "./en/product.json";
import enServer from "./en/server.json";
import { IT_SHELL_FILES } from "./it";
import itAccount from "./it/account.json";
import itAgentPages from "./it/agent-pages.json";
import itCartPage from "./it/cart-page.json";
import itCheckout from "./it/checkout.json";
import itContentPages from "./it/content-pages.json";
import itLogin from "./it/login.json";
import itProduct from "./it/product.json";
import itServer from "./it/server.json";

/** The texts only the server translates: no module of the browser may use them (groups.test.ts). */
export const SERVER_ONLY_FILES = { it: [itServer], en: [enServer] };

export const LOCALE_FILES = {
  it: [...IT_SHELL_FILES, itAccount, itAgentPages, itCartPage, itCheckout, itContentPages, itLogin, itProduct, ...SERVER_ONLY_FILES.it],
  en: [...EN_SHELL_FILES, enAccount, enAgentPages, enCartPage, enCheckout, enContentPages, enLogin, enProduct, ...SERVER_ONLY_FILES.en],
};

export const resources = mergeLocaleFiles(LOCALE_FILES);
