// The page texts as files of their own: each namespace the browser may load (app/platform/i18n.ts),
// in each language, is one JSON file named by a hash of its content. A file of a build never changes,
// so the browser keeps it for good and every document and client navigation of the build shares it,
// instead of each document carrying its texts inline (issue 42: 5 KB of /shop's gzip HTML).
// server.ts serves them from memory under /build/texts/; <PageTexts /> names a page's files in its
// document (preloaded); the browser's i18next fetches them (app/platform/i18n-client.ts).
import crypto from "node:crypto";
import { resources } from "~/locales";
import { PAGE_NAMESPACES } from "~/locales/namespaces";
import { LOCALES, type Locale } from "~/platform/i18n";

/** Every namespace the browser may load: the shell's and the pages' (never "server"). */
const BROWSER_NAMESPACES = ["common", ...PAGE_NAMESPACES] as const;

/** A namespace's file's address in a language: its content's hash in the name. */
export type PageTextsUrls = Readonly<Record<(typeof BROWSER_NAMESPACES)[number], string>>;

const urlsByLocale = new Map<Locale, PageTextsUrls>();
const bodiesByUrl = new Map<string, string>();
for (const locale of LOCALES) {
  const urls = Object.fromEntries(
    BROWSER_NAMESPACES.map((namespace) => {
      const body = JSON.stringify(resources[locale]![namespace]);
      const hash = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 12);
      const url = `/build/texts/${locale}/${namespace}-${hash}.json`;
      bodiesByUrl.set(url, body);
      return [namespace, url];
    }),
  ) as PageTextsUrls;
  urlsByLocale.set(locale, urls);
}

/** The addresses of a language's texts files, by namespace. */
export function pageTextsUrls(locale: Locale): PageTextsUrls {
  return urlsByLocale.get(locale)!;
}

/** The JSON of the texts file at `pathname`, or undefined when no file of this build is there (another build's hash). */
export function pageTextsFile(pathname: string): string | undefined {
  return bodiesByUrl.get(pathname);
}
