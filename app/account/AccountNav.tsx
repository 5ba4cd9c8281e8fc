// The account area's navigation: the same links on every account page, the current one marked.
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/shell/useLocale";

const LINKS = [
  ["dashboard", "/pages/dashboard"],
  ["orders", "/pages/orders"],
  ["documents", "/pages/documents"],
  ["deadlines", "/pages/deadlines"],
  ["account", "/pages/account"],
] as const;

export function AccountNav() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <nav className="account-nav" aria-label={t("account.nav.label")}>
      <ul>
        {LINKS.map(([key, path]) => (
          <li key={key}>
            <NavLink to={to(path)} end prefetch="intent">
              {t(`account.nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
