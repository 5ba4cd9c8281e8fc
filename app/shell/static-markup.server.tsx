// The shell's markup that is the same for everyone in one language (the mega menu, the mobile menu
// tree, the CMS footer), rendered once per menu or footer version and language instead of once per
// request: it was about a third of a bare page's server time, and as loader data it was sent to the
// browser a second time. docs/decisions/static-shell-markup.md.
import { renderToStaticMarkup } from "react-dom/server";
import { localizedPath, type Locale } from "~/platform/i18n";
import type { MenuNode } from "~/ui/menu";
import { MegaMenuItems, MobileMenuTree } from "~/shell/menu-markup";
import type { StaticMarkupHtml } from "~/ui/StaticMarkup";

interface Sources {
  locale: Locale;
  /** The menu tree: the public cache hands every request the same array until the menu changes. */
  menu: MenuNode[];
  /** The sanitised CMS footer ("" when the ERP never answered it). */
  footerHtml: string;
  /** Translated texts of the fallbacks. */
  menuUnavailable: string;
  footerFallback: string;
}

/** The last markup rendered per locale, with what it was rendered from. */
const rendered = new Map<Locale, { sources: Sources; html: StaticMarkupHtml }>();

function sameSources(a: Sources, b: Sources): boolean {
  return a.menu === b.menu && a.footerHtml === b.footerHtml && a.menuUnavailable === b.menuUnavailable && a.footerFallback === b.footerFallback;
}

function render(sources: Sources): StaticMarkupHtml {
  const href = (path: string) => localizedPath(sources.locale, path);
  const fallback = (text: string, className?: string) => renderToStaticMarkup(<p className={className}>{text}</p>);
  return {
    megaMenu: renderToStaticMarkup(<MegaMenuItems nodes={sources.menu} href={href} />),
    mobileMenu:
      sources.menu.length > 0 ? renderToStaticMarkup(<MobileMenuTree nodes={sources.menu} href={href} />) : fallback(sources.menuUnavailable),
    // Sanitised on the server (sanitize.server.ts): no scripts, handlers or javascript: links.
    footer: sources.footerHtml
      ? `<div class="site-footer__cms">${sources.footerHtml}</div>`
      : // Without the CMS footer (the ERP never answered yet) the shop still names itself.
        fallback(sources.footerFallback, "site-footer__bottom"),
  };
}

/** The shell's static markup for these sources, rendered only when they changed. */
export function staticShellMarkup(sources: Sources): StaticMarkupHtml {
  const last = rendered.get(sources.locale);
  if (last && sameSources(last.sources, sources)) return last.html;
  const html = render(sources);
  rendered.set(sources.locale, { sources, html });
  return html;
}

/** The markup last rendered for `locale` (by this request's root loader, or a later one's). */
export function renderedShellMarkup(locale: Locale): StaticMarkupHtml | undefined {
  return rendered.get(locale)?.html;
}
