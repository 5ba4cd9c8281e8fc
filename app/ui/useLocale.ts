import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { localeFromPath, localizedPath, type Locale } from "~/platform/i18n";

/** The page's locale, from the root loader (or from the URL when the root has no data). */
export function useLocale(): Locale {
  const root = useRouteLoaderData<{ locale: Locale }>("root");
  const { pathname } = useLocation();
  return root?.locale ?? localeFromPath(pathname);
}

/** Builds links in the page's language: to("/shop") is "/en/shop" in English. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
