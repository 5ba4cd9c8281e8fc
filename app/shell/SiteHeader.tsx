import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LOCALES, switchLocalePath } from "~/platform/i18n";
import { MegaMenu } from "~/shell/MegaMenu";
import type { ShellData } from "~/shell/shell.server";
import { useLocalePath } from "~/shell/useLocale";

export function SiteHeader({ shell }: { shell: ShellData | undefined }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={to("/")} className="site-logo" aria-label={`${t("site.name")} – ${t("header.home")}`}>
          <span className="site-logo__mark" aria-hidden="true">
            FP
          </span>
          <span>
            {t("site.name")}
            <span className="site-logo__tagline">{t("site.title")}</span>
          </span>
        </Link>
        <Form method="get" action={to("/shop")} className="search-form" role="search">
          <label htmlFor="site-search" className="visually-hidden">
            {t("header.searchLabel")}
          </label>
          <input id="site-search" type="search" name="text" placeholder={t("header.searchPlaceholder")} maxLength={200} />
          <button type="submit">{t("header.searchButton")}</button>
        </Form>
        <nav className="header-actions" aria-label={t("header.account")}>
          {shell?.customer ? (
            <Link to={to("/pages/account")}>
              {shell.customer.name}
              {shell.customer.company ? ` · ${shell.customer.company}` : ""}
            </Link>
          ) : (
            <Link to={to("/pages/login")}>{t("header.login")}</Link>
          )}
          <span className="lang-switch" aria-label={t("header.language")}>
            {LOCALES.map((locale) => (
              <a
                key={locale}
                href={switchLocalePath(pathname, search, locale)}
                hrefLang={locale}
                lang={locale}
                aria-current={shell?.locale === locale ? "true" : undefined}
                title={t(`header.languageName.${locale}`)}
              >
                {locale.toUpperCase()}
              </a>
            ))}
          </span>
        </nav>
      </div>
      {shell ? <MegaMenu items={shell.menu} /> : null}
    </header>
  );
}
