// Every translation file, by locale. A feature adds its own <locale>/<feature>.json pair here;
// the files of one locale are merged into one namespace (top-level keys must not repeat).
import enCart from "./en/cart.json";
import enCommon from "./en/common.json";
import enContent from "./en/content.json";
import itCart from "./it/cart.json";
import itCommon from "./it/common.json";
import itContent from "./it/content.json";

export const LOCALE_FILES = {
  it: [itCommon, itCart, itContent],
  en: [enCommon, enCart, enContent],
};
