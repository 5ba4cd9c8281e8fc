// Every translation file, by locale. A feature adds its own <locale>/<feature>.json pair here;
// the files of one locale are merged into one namespace (top-level keys must not repeat).
import enCommon from "./en/common.json";
import enAccount from "./en/account.json";
import enCart from "./en/cart.json";
import enContent from "./en/content.json";
import enLogin from "./en/login.json";
import enProduct from "./en/product.json";
import enShop from "./en/shop.json";
import itCommon from "./it/common.json";
import itAccount from "./it/account.json";
import itCart from "./it/cart.json";
import itContent from "./it/content.json";
import itLogin from "./it/login.json";
import itProduct from "./it/product.json";
import itShop from "./it/shop.json";

export const LOCALE_FILES = {
  it: [itCommon, itAccount, itCart, itContent, itLogin, itProduct, itShop],
  en: [enCommon, enAccount, enCart, enContent, enLogin, enProduct, enShop],
};
