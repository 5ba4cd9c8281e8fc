// Where the browser finds each language's texts: entry.client.tsx imports the page's language
// chunk of the shell's texts before hydrating, a route module the groups it renders
// (app/locales/load.ts), and the root preloads those of the page with its other modules instead of
// the browser discovering them only after the entry or the route module has run. Their hashed names
// come from the client build's metafile, which `remix build` writes beside the server build
// (build/metafile.js.json).
import fs from "node:fs";
import { TEXT_GROUPS, type TextGroup } from "~/locales/load";
import { LOCALES, type Locale } from "~/platform/i18n";

interface Metafile {
  outputs: Record<string, { entryPoint?: string }>;
}

/** The shell's texts and each group's, as the root names them. */
export type TextsPart = "shell" | TextGroup;

/** The source of each part's chunk in a language: app/locales/<locale>.ts and app/locales/<locale>/<group>.json. */
function sourceOf(locale: Locale, part: TextsPart): string {
  return part === "shell" ? `app/locales/${locale}.ts` : `app/locales/${locale}/${part}.json`;
}

/** The URL of each language's chunks (served from /build/, remix.config.js). */
export function textsModulesOf(metafile: Metafile): Partial<Record<Locale, Partial<Record<TextsPart, string>>>> {
  const urls: Partial<Record<Locale, Partial<Record<TextsPart, string>>>> = {};
  for (const [output, { entryPoint }] of Object.entries(metafile.outputs)) {
    if (!output.startsWith("public/build/")) continue;
    for (const locale of LOCALES) {
      for (const part of ["shell", ...TEXT_GROUPS] as const) {
        if (entryPoint === sourceOf(locale, part)) (urls[locale] ??= {})[part] = output.slice("public".length);
      }
    }
  }
  return urls;
}

let modules: Partial<Record<Locale, Partial<Record<TextsPart, string>>>> | undefined;

/** The URLs of a language's chunks; none without a client build's metafile (then nothing is preloaded). */
export function textsModuleUrls(locale: Locale): Partial<Record<TextsPart, string>> {
  if (!modules) {
    try {
      modules = textsModulesOf(JSON.parse(fs.readFileSync(new URL("./metafile.js.json", import.meta.url), "utf8")) as Metafile);
    } catch {
      modules = {};
    }
  }
  return modules[locale] ?? {};
}
