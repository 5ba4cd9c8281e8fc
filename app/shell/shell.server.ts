// The data every page's frame needs: menu, promo tabs, footer, site CSS, who is signed in (with
// their addresses and cart totals), the toasts of the last action and the texts of the <head>.
// The menu and the footer are not loader data: their markup is rendered once for everyone
// (static-markup.server.tsx), and the document's render reads it from there (app/root.tsx).
// Shell data comes from the ERP's public content (cached, served stale when the ERP is down);
// a failure here never fails the page, the shell just renders with what it has.
import { redirect } from "@remix-run/node";
import { loadCartSummary } from "~/cart/summary.server";
import type { Erp } from "~/erp/client.server";
import type { MenuEntry } from "~/erp/types";
import { customerLists } from "~/lists/availability.server";
import { returnsAvailable } from "~/returns/availability.server";
import { getEnv } from "~/platform/env.server";
import { isExpiredToken } from "~/page/expired-session.server";
import { takeToasts } from "~/platform/flash.server";
import { readerContext, localizedPath, rememberedLocaleRedirect, type Locale } from "~/platform/i18n";
import { enforceGuestNavigation } from "~/platform/guards.server";
import type { TFunction } from "i18next";
import { localeCookie } from "~/platform/i18n.server";
import { log } from "~/platform/log.server";
import type { Page } from "~/page/page.server";
import type { ShellData } from "~/page/shell-data";
import { DEFAULT_SETTINGS } from "~/page/shop-settings.server";
import { customerVatExemptions } from "~/page/vat-exemptions.server";
import { sessionStorage } from "~/platform/session.server";
import { buildMenuTree, type MenuNode } from "~/ui/menu";
import { cssForStyleElement, sanitizeCmsHtml } from "~/ui/sanitize.server";
import { staticShellMarkup } from "~/shell/static-markup.server";
import type { StaticMarkupHtml } from "~/ui/StaticMarkup";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { jobSitesAvailable } from "~/checkout/job-sites.server";

function fallback<T>(part: string, value: T) {
  return (error: unknown) => {
    log("warn", "shell part unavailable", { part, error: error instanceof Error ? error.message : String(error) });
    return value;
  };
}

/** One empty menu for every failed call, so its (placeholder) markup is rendered once. */
const NO_MENU: MenuEntry[] = [];

/** The menu tree of a menu answer: the public cache hands every request the same array. */
const menuTrees = new WeakMap<MenuEntry[], MenuNode[]>();

function menuTreeOf(entries: MenuEntry[]): MenuNode[] {
  let tree = menuTrees.get(entries);
  if (!tree) {
    tree = buildMenuTree(entries);
    menuTrees.set(entries, tree);
  }
  return tree;
}

/** The last footer sanitised per locale, with the raw HTML it came from. */
const footers = new Map<Locale, { raw: string; html: string }>();

function footerHtmlOf(raw: string, locale: Locale): string {
  const known = footers.get(locale);
  if (known?.raw === raw) return known.html;
  const html = sanitizeCmsHtml(raw, locale);
  footers.set(locale, { raw, html });
  return html;
}

/** The menu's and footer's markup for everyone reading `locale` (from the last good copy when the ERP fails). */
export async function loadStaticMarkup(erp: Erp, locale: Locale, t: TFunction): Promise<StaticMarkupHtml> {
  const [menu, footer] = await Promise.all([erp.cms.menu().catch(fallback("menu", NO_MENU)), erp.content.footer().catch(fallback("footer", ""))]);
  return staticShellMarkup({
    locale,
    menu: menuTreeOf(menu),
    footerHtml: footerHtmlOf(footer, locale),
    menuUnavailable: t("header.menuUnavailable"),
    footerFallback: `${t("site.name")} – ${t("site.title")}. ${t("footer.rights")}`,
  });
}

/** The same markup for everyone in the language: shared caches may keep it for a minute. */
export async function answerStaticMarkup({ erp, locale, t }: Page): Promise<Response> {
  const markup = await loadStaticMarkup(erp, locale, t);
  return Response.json(markup, { headers: { "Cache-Control": CACHE_CONTROL.publicMinute } });
}

/**
 * The root loader's work (app/root.tsx wires it through the page contract, which reads the session
 * and signs out an expired token as for every page): the shell's data. The menu's and footer's markup
 * is not in it: it is the fragment rendered once per language (static-markup.server.tsx), which
 * the document's render takes from there.
 */
export async function loadShell({ request, url, locale, session, customer, erp, t, headers, settings }: Page): Promise<ShellData> {
  enforceGuestNavigation(request, Boolean(session.get("token")));
  const remembered = (await localeCookie().parse(request.headers.get("Cookie"))) as string | null;
  const target = rememberedLocaleRedirect({ pathname: url.pathname, origin: url.origin, referer: request.headers.get("Referer"), remembered });
  if (target) throw redirect(localizedPath(target, "/") + url.search);

  const [, promoTabs, css, cart, reorderLists, shopSettings, returns, vatExemptions, jobSites] = await Promise.all([
    loadStaticMarkup(erp, locale, t),
    erp.cms.promoTabs().catch(fallback("promoTabs", [])),
    erp.content.siteCss().catch(fallback("css", "")),
    // An expired ERP token is the page contract's to answer (it signs the customer out).
    loadCartSummary(erp).catch((error: unknown) => (isExpiredToken(error) ? Promise.reject(error) : fallback("cart", null)(error))),
    customerLists(erp).catch(fallback("reorderLists", null)),
    settings().catch(fallback("settings", DEFAULT_SETTINGS)),
    returnsAvailable(erp).catch(fallback("returns", false)),
    customerVatExemptions(erp, customer).catch(fallback("vatExemptions", null)),
    jobSitesAvailable(erp).catch(fallback("jobSites", false)),
  ]);

  const name = session.get("name");
  const agentCode = session.get("agentCode");
  if (remembered !== locale) headers.append("Set-Cookie", await localeCookie().serialize(locale));
  // With their text: a toast's key may belong to texts the page does not load in the browser (a
  // namespace only some routes name in handle.i18n), and the root's data is the only way toasts
  // reach the page.
  const reader = readerContext(Boolean(agentCode), session.get("company") ?? "");
  const toasts = takeToasts(session).map((toast) => (toast.key ? { ...toast, text: t(toast.key, { ...reader, ...toast.values }) } : toast));
  if (toasts.length > 0) headers.append("Set-Cookie", await sessionStorage().commitSession(session));

  return {
    locale,
    origin: url.origin,
    siteName: t("site.name"),
    siteTitle: t("site.title"),
    siteDescription: t("site.description"),
    promoTabs,
    siteCss: cssForStyleElement(css),
    customer: name
      ? {
          clientId: session.get("clientId") ?? "",
          name,
          company: session.get("company") ?? "",
          addresses: session.get("addresses") ?? [],
          addressCode: session.get("addressCode") ?? "",
          autocomplete: shopSettings.autocomplete,
          hasSettings: shopSettings.saved !== null,
          hasReturns: returns,
          hasVatExemptions: vatExemptions !== null,
          hasJobSites: jobSites,
        }
      : null,
    agent: agentCode ? { code: agentCode, name: session.get("agentName") ?? agentCode } : null,
    cart,
    reorderLists: reorderLists && reorderLists.map((list) => ({ id: list.id, name: list.name })),
    toasts,
    webRadioUrl: getEnv().WEB_RADIO_URL ?? null,
  };
}
