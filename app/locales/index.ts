// Every translation file, by locale. A feature adds its own <locale>/<feature>.json pair here;
// the files of one locale are merged into one namespace (top-level keys must not repeat).
import enCart from "./en/cart.json";
import enCommon from "./en/common.json";
import enShop from "./en/shop.json";
import itCart from "./it/cart.json";
import itCommon from "./it/common.json";
import itShop from "./it/shop.json";

export const LOCALE_FILES = {
  it: [itCommon, itCart, itShop],
  en: [enCommon, enCart, enShop],
};
