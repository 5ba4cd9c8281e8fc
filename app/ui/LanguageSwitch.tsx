// The language switch of the header and the login layout: the same page and query in each language.
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LOCALES, switchLocalePath } from "~/platform/i18n";

export function LanguageSwitch({ current }: { current: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <ul className="lang-switch" aria-label={t("header.language")}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={switchLocalePath(pathname, search, locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={current === locale ? "true" : undefined}
            title={t(`header.languageName.${locale}`)}
          >
            {locale.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}
