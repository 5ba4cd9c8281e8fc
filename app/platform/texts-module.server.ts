// Where the browser finds each language's texts: entry.client.tsx imports the page's language
// chunk before hydrating, and the root preloads it with the page's other modules instead of the
// browser discovering it only after the entry has run. Its hashed name comes from the client
// build's metafile, which `remix build` writes beside the server build (build/metafile.js.json).
import fs from "node:fs";
import { LOCALES, type Locale } from "~/platform/i18n";

interface Metafile {
  outputs: Record<string, { entryPoint?: string }>;
}

/** The URL of each language's chunk: the output built from app/locales/<locale>.ts, served from /build/ (remix.config.js). */
export function textsModulesOf(metafile: Metafile): Partial<Record<Locale, string>> {
  const urls: Partial<Record<Locale, string>> = {};
  for (const [output, { entryPoint }] of Object.entries(metafile.outputs)) {
    const locale = LOCALES.find((candidate) => entryPoint === `app/locales/${candidate}.ts`);
    if (locale && output.startsWith("public/build/")) urls[locale] = output.slice("public".length);
  }
  return urls;
}

let modules: Partial<Record<Locale, string>> | undefined;

/** The URL of a language's chunk, or null without a client build's metafile (then nothing is preloaded). */
export function textsModuleUrl(locale: Locale): string | null {
  if (!modules) {
    try {
      modules = textsModulesOf(JSON.parse(fs.readFileSync(new URL("./metafile.js.json", import.meta.url), "utf8")) as Metafile);
    } catch {
      modules = {};
    }
  }
  return modules[locale] ?? null;
}
