// Every translation file, by locale. A feature adds its own <locale>/<feature>.json pair to
// it.ts and en.ts; the files of one locale are merged into one namespace (top-level keys must not
// repeat). The server uses all languages; the browser imports only its page's (entry.client.tsx).
import { EN_FILES, resources as enResources } from "./en";
import { IT_FILES, resources as itResources } from "./it";

export const LOCALE_FILES = { it: IT_FILES, en: EN_FILES };

export const resources = { ...itResources, ...enResources };
