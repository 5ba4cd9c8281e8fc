// The data every page's frame needs: menu, footer, site CSS, who is signed in, and the texts of the
// <head>. Shell data comes from the ERP's public content (cached, served stale when the ERP is down);
// a failure here never fails the page, the shell just renders with what it has.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { enforceGuestNavigation } from "~/platform/guards.server";
import { localeFromPath, type Locale } from "~/platform/i18n";
import { i18next } from "~/platform/i18n.server";
import { log } from "~/platform/log.server";
import { getErp } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";
import { buildMenuTree, type MenuNode } from "~/shell/menu";
import { sanitizeCmsHtml } from "~/shell/sanitize.server";

export interface ShellData {
  locale: Locale;
  origin: string;
  siteName: string;
  siteTitle: string;
  siteDescription: string;
  menu: MenuNode[];
  footerHtml: string;
  siteCss: string;
  customer: { name: string; company: string } | null;
}

function fallback<T>(part: string, value: T) {
  return (error: unknown) => {
    log("warn", "shell part unavailable", { part, error: error instanceof Error ? error.message : String(error) });
    return value;
  };
}

/** CSS from the CMS goes into a <style> element: it must not be able to close it. */
export function cssForStyleElement(css: string): string {
  return css.replace(/</g, "\\3C ");
}

export async function loadShell(args: LoaderFunctionArgs): Promise<ShellData> {
  await enforceGuestNavigation(args.request);
  const url = new URL(args.request.url);
  const locale = localeFromPath(url.pathname);
  const [erp, session, t] = await Promise.all([
    getErp(args),
    getSession(args.request),
    i18next.getFixedT(args.request),
  ]);
  const [menu, footer, css] = await Promise.all([
    erp.cms.menu().catch(fallback("menu", [])),
    erp.content.footer().catch(fallback("footer", "")),
    erp.content.siteCss().catch(fallback("css", "")),
  ]);
  const name = session.get("name");
  return {
    locale,
    origin: url.origin,
    siteName: t("site.name"),
    siteTitle: t("site.title"),
    siteDescription: t("site.description"),
    menu: buildMenuTree(menu),
    footerHtml: sanitizeCmsHtml(footer, locale),
    siteCss: cssForStyleElement(css),
    customer: name ? { name, company: session.get("company") ?? "" } : null,
  };
}
