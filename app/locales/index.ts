// Every translation file, by locale. A feature adds its own <locale>/<feature>.json pair here;
// the files of one locale are merged into one namespace (top-level keys must not repeat).
import enCommon from "./en/common.json";
import itCommon from "./it/common.json";

export const LOCALE_FILES = {
  it: [itCommon],
  en: [enCommon],
};
