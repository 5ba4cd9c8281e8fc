// Every translation file, by locale: the shell's files (it.ts, en.ts: what every page may render)
// and the groups only some pages render (load.ts: account, checkout, product). A feature adds its
// own <locale>/<feature>.json pair to one of them; the files of one locale are merged into one
// namespace (top-level keys must not repeat). The server uses all of them; the browser imports its
// page's language: the shell's texts before hydrating (entry.client.tsx), a group with the route
// modules that render it (app/locales/load.ts).
import { mergeLocaleFiles } from "~/platform/i18n";
import { EN_SHELL_FILES } from "./en";
import enAccount from "./en/account.json";
import enCheckout from "./en/checkout.json";
import enProduct from "./en/product.json";
import { IT_SHELL_FILES } from "./it";
import itAccount from "./it/account.json";
import itCheckout from "./it/checkout.json";
import itProduct from "./it/product.json";

export const LOCALE_FILES = {
  it: [...IT_SHELL_FILES, itAccount, itCheckout, itProduct],
  en: [...EN_SHELL_FILES, enAccount, enCheckout, enProduct],
};

export const resources = mergeLocaleFiles(LOCALE_FILES);
