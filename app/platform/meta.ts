// Every page's <title> and robots tag, one way: "<page> – <shop name>", the shop name being the
// locale files' `site.name`. Remix runs meta outside React, so texts are read from the loaded locale.
import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LOCALE, loadedTexts, type Locale } from "~/platform/i18n";

interface MetaMatch {
  id: string;
  data: unknown;
}

/** The page's locale, from the root loader's data. */
export function metaLocale(matches: MetaMatch[]): Locale {
  const root = matches.find((match) => match.id === "root")?.data as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  let node: unknown = loadedTexts(locale);
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  const template = typeof node === "string" ? node : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/** "<title> – <shop name>", or the shop name alone. */
export function pageTitle(title: string | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const shop = text(locale, "site.name");
  return title ? `${title} – ${shop}` : shop;
}

/** A public page: its title and, when it has one, its description. */
export function publicPageMeta(matches: MetaMatch[], title: string | undefined, description?: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: pageTitle(title, metaLocale(matches)) }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}

/** A private page or a form: its title from a translation key, and never indexed. */
export function privatePageMeta(matches: MetaMatch[], key: string, values: Record<string, string> = {}): MetaDescriptor[] {
  const locale = metaLocale(matches);
  return [{ title: pageTitle(text(locale, key, values), locale) }, { name: "robots", content: "noindex" }];
}
