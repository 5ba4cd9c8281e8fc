// Every page's <title>, description and robots tag, one way: "<page> – <shop name>", the shop name
// being the locale files' `site.name`. Remix runs meta outside React, so texts are read by the
// shared i18next instance (`translate`).
import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LOCALE, translate, type Locale } from "~/platform/i18n";

interface MetaMatch {
  id: string;
  data: unknown;
}

/** The page's locale, from the root loader's data. */
export function metaLocale(matches: MetaMatch[]): Locale {
  const root = matches.find((match) => match.id === "root")?.data as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

/** "<title> – <shop name>", or the shop name alone. */
export function pageTitle(title: string | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const shop = translate(locale, "site.name");
  return title ? `${title} – ${shop}` : shop;
}

/** A public page: its title and, when it has one, its description. */
export function publicPageMeta(matches: MetaMatch[], title: string | undefined, description?: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: pageTitle(title, metaLocale(matches)) }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}

/**
 * A page only a signed-in customer or agent gets: its title and the shop's description. A guest, and
 * so every crawler, is redirected to the sign-in page instead, which is what keeps the page out of
 * search results; a robots tag here would never be read (docs/decisions/private-pages-and-crawlers.md).
 */
export function signedInPageMeta(matches: MetaMatch[], key: string, values: Record<string, string> = {}): MetaDescriptor[] {
  const locale = metaLocale(matches);
  return [{ title: pageTitle(translate(locale, key, values), locale) }, { name: "description", content: translate(locale, "site.description") }];
}

/** A form anyone may open that search results should not list (registration, password reset): its title, and noindex. */
export function formPageMeta(matches: MetaMatch[], key: string): MetaDescriptor[] {
  const locale = metaLocale(matches);
  return [{ title: pageTitle(translate(locale, key), locale) }, { name: "robots", content: "noindex" }];
}
