// The login layout (spec: the page on the left half, a background image on the right half): the
// logo home, the language switch, the sign-in form; the image hides on phones.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LoginForm } from "~/account/LoginForm";
import { LOCALES, switchLocalePath } from "~/platform/i18n";
import { useLocale, useLocalePath } from "~/shell/useLocale";

export function LoginPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <div className="login-layout">
      <div className="login-layout__page">
        <div className="login-layout__top">
          {/* The accessible name is the visible text (WCAG 2.5.3), plus where the link goes. */}
          <Link to={to("/")} className="site-logo">
            <span className="site-logo__mark" aria-hidden="true">
              FP
            </span>
            <span>
              {t("site.name")}
              <span className="visually-hidden"> – {t("header.home")}</span>
            </span>
          </Link>
          <nav className="lang-switch" aria-label={t("header.language")}>
            {LOCALES.map((locale) => (
              <a
                key={locale}
                href={switchLocalePath(pathname, search, locale)}
                hrefLang={locale}
                lang={locale}
                aria-current={current === locale ? "true" : undefined}
                title={t(`header.languageName.${locale}`)}
              >
                {locale.toUpperCase()}
              </a>
            ))}
          </nav>
        </div>
        <LoginForm />
        <Link to={to("/")} className="login-layout__home">
          ← {t("login.home")}
        </Link>
      </div>
      <div className="login-layout__art" aria-hidden="true" />
    </div>
  );
}
