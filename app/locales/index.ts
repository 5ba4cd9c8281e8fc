// Every translation file, by locale. A feature adds its own <locale>/<feature>.json pair here;
// the files of one locale are merged into one namespace (top-level keys must not repeat).
import enCart from "./en/cart.json";
import enCommon from "./en/common.json";
import enLogin from "./en/login.json";
import itCart from "./it/cart.json";
import itCommon from "./it/common.json";
import itLogin from "./it/login.json";

export const LOCALE_FILES = {
  it: [itCommon, itCart, itLogin],
  en: [enCommon, enCart, enLogin],
};
