import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, localeFromPath, localizedPath, switchLocalePath, type Locale, pageTitle } from "~/platform/i18n";
import { useNonce } from "~/platform/hydration";
import { PageTexts } from "~/platform/page-texts";
import type { ShellData } from "~/page/shell-data";
import { loadShell } from "~/shell/shell.server";
import { SiteFooter } from "~/shell/SiteFooter";
import { SiteHeader } from "~/shell/SiteHeader";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import { MobileNav } from "~/shell/MobileNav";
import shellStyles from "~/shell/shell.css";
import { Toasts } from "~/shell/Toasts";
import globalStyles from "~/styles/global.css";
import { shellLoader } from "~/page/page";
import { shellChanged } from "~/shell/revalidate";
import { renderedShellMarkup } from "~/shell/static-markup.server";
import { StaticMarkupProvider } from "~/ui/StaticMarkup";
import { THEME_COLOR } from "~/pwa/manifest";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: globalStyles },
  { rel: "stylesheet", href: shellStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export const loader = /* @__PURE__ */ shellLoader(loadShell);

/** The shell loads again only when what it shows may have changed: app/shell/revalidate.ts. */
export const shouldRevalidate: ShouldRevalidateFunction = shellChanged;

/** The shell carries the customer's name, addresses, cart totals and toasts: never shared by caches. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl && !merged.has("Cache-Control")) merged.set("Cache-Control", cacheControl);
  return merged;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: pageTitle(undefined) }];
  return [{ title: `${data.siteName} – ${data.siteTitle}` }, { name: "description", content: data.siteDescription }];
};

/** hreflang alternates and the canonical URL of the current page. */
function LocaleLinks({ origin, locale }: { origin: string; locale: Locale }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <link rel="canonical" href={origin + switchLocalePath(pathname, search, locale)} />
      {LOCALES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={origin + switchLocalePath(pathname, search, other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + switchLocalePath(pathname, search, DEFAULT_LOCALE)} />
    </>
  );
}

/** In the browser only: the last shell data the root loader gave (never kept on the server). */
let lastShellInBrowser: ShellData | undefined;

/**
 * The root loader's data, or in the browser the last copy it had: when a navigation fails before the
 * root loader answers (no connection), the error panel still shows inside the full header and menu.
 */
function useLastShell(): ShellData | undefined {
  const shell = useRouteLoaderData<ShellData>("root");
  if (typeof document === "undefined") return shell;
  if (shell) lastShellInBrowser = { ...shell, toasts: [] };
  return shell ?? lastShellInBrowser;
}

/** A route exports `handle = { layout: "bare" }` to render without header and footer (login). */
function useBareLayout(): boolean {
  return useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === "bare");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useLastShell();
  const bare = useBareLayout();
  const { pathname } = useLocation();
  const locale = shell?.locale ?? localeFromPath(pathname);
  const nonce = useNonce();
  const { t } = useTranslation();
  // On the server, the menu's and footer's markup the root loader had rendered for the language; the
  // browser keeps what the document brought (app/ui/StaticMarkup.tsx).
  const markup = shell && typeof document === "undefined" ? renderedShellMarkup(locale) : undefined;
  // A marker that the page is hydrated: end-to-end tests wait for it instead of for time.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="manifest" href={localizedPath(locale, "/manifest.webmanifest")} />
        <Meta />
        <Links />
        {/* Texts: the page's files, for the browser's i18next before hydrating (app/platform/page-texts.tsx). */}
        <PageTexts />
        {shell ? <LocaleLinks origin={shell.origin} locale={locale} /> : null}
        {shell?.siteCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: shell.siteCss }} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("header.skipToContent")}
        </a>
        {bare ? (
          <main id="main" tabIndex={-1}>
            <Toasts toasts={shell?.toasts ?? []} />
            {children}
          </main>
        ) : (
          <StaticMarkupProvider value={markup}>
            <SiteHeader shell={shell} />
            <main id="main" tabIndex={-1}>
              <div className="container">
                <Toasts toasts={shell?.toasts ?? []} />
                {children}
              </div>
            </main>
            <SiteFooter />
            <MobileNav shell={shell} />
          </StaticMarkupProvider>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
