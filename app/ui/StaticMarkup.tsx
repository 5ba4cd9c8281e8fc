// Markup that the server rendered once for everyone in a language (app/shell/static-markup.server.tsx)
// and that the browser keeps as the server sent it: React neither hydrates nor rebuilds what is
// inside, and the loader data does not carry it a second time. Behaviour is attached to the
// container by its owner (MegaMenu, MobileNav). docs/decisions/static-shell-markup.md.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { localizedPath, type Locale, useLocale } from "~/platform/i18n";

export interface StaticMarkupHtml {
  /** The mega menu's top items (<li>s). */
  megaMenu: string;
  /** The mobile panel's menu tree, or its "menu unavailable" line. */
  mobileMenu: string;
  /** The CMS footer, or the shop's name when there is none. */
  footer: string;
}

type Name = keyof StaticMarkupHtml;

/** The resource route that answers the markup to a browser that mounts the shell without it. */
export const STATIC_MARKUP_PATH = "/api/shell-markup";

/** On the server: the markup the root loader rendered for the language (app/root.tsx provides it). */
const StaticMarkupContext = createContext<StaticMarkupHtml | undefined>(undefined);

export function StaticMarkupProvider({ value, children }: { value: StaticMarkupHtml | undefined; children: ReactNode }) {
  return <StaticMarkupContext.Provider value={value}>{children}</StaticMarkupContext.Provider>;
}

/** In the browser: the markup loaded per locale, for a shell mounted after a page without one (login). */
const loaded = new Map<Locale, Promise<StaticMarkupHtml | null>>();

function isStaticMarkup(value: unknown): value is StaticMarkupHtml {
  const record = value as Record<Name, unknown> | null;
  return (
    typeof record === "object" && record !== null && ["megaMenu", "mobileMenu", "footer"].every((name) => typeof record[name as Name] === "string")
  );
}

function load(locale: Locale): Promise<StaticMarkupHtml | null> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = fetch(localizedPath(locale, STATIC_MARKUP_PATH))
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => (isStaticMarkup(body) ? body : null))
      .catch(() => null);
    // A failed load may be tried again by the next shell that mounts.
    void promise.then((markup) => markup ?? loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}

/** The markup the server sent for `name`, read once when the component first renders in the browser. */
function fromDocument(name: Name): string | null {
  return document.querySelector(`[data-static-markup="${name}"]`)?.innerHTML ?? null;
}

interface Props {
  name: Name;
  as: "ul" | "div";
  className?: string;
  /** What shows until the markup is there (only in a browser that mounted the shell without it). */
  fallback?: ReactNode;
}

export function StaticMarkup({ name, as: Tag, className, fallback = null }: Props) {
  const server = useContext(StaticMarkupContext);
  const locale = useLocale();
  const [html, setHtml] = useState<string | null>(() => (typeof document === "undefined" ? (server?.[name] ?? null) : fromDocument(name)));

  useEffect(() => {
    if (html !== null) return;
    let current = true;
    void load(locale).then((markup) => {
      if (current && markup) setHtml(markup[name]);
    });
    return () => {
      current = false;
    };
  }, [html, locale, name]);

  if (html === null) return <Tag className={className}>{fallback}</Tag>;
  // The same string on every render: React never writes it again, and hydration leaves it as it is.
  return <Tag className={className} data-static-markup={name} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
