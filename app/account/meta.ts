// Page titles of the account area, "<page> – Ferramenta Pro", in the page's language (meta runs
// outside React, so the text is read from the locale files directly).
import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LOCALE, loadedTexts, type Locale } from "~/platform/i18n";

interface MetaMatch {
  id: string;
  data: unknown;
}

function localeOf(matches: MetaMatch[]): Locale {
  const root = matches.find((match) => match.id === "root")?.data as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

function text(locale: Locale, key: string, values: Record<string, string>): string {
  let node: unknown = loadedTexts(locale);
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const template = typeof node === "string" ? node : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/** The title (and noindex: these pages are private or forms) of an account page. */
export function accountMeta(matches: MetaMatch[], key: string, values: Record<string, string> = {}): MetaDescriptor[] {
  const site = text(localeOf(matches), "site.name", {});
  return [{ title: `${text(localeOf(matches), key, values)} – ${site}` }, { name: "robots", content: "noindex" }];
}
