// Every translation file, by locale. A feature adds its own <locale>/<feature>.json pair here;
// the files of one locale are merged into one namespace (top-level keys must not repeat).
import enAccount from "./en/account.json";
import enCart from "./en/cart.json";
import enCommon from "./en/common.json";
import itAccount from "./it/account.json";
import itCart from "./it/cart.json";
import itCommon from "./it/common.json";

export const LOCALE_FILES = {
  it: [itCommon, itCart, itAccount],
  en: [enCommon, enCart, enAccount],
};
