// The account area's navigation: the same links on every account page, the current one marked,
// and sign-out.
import { NavLink, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LogoutForm } from "~/account/HeaderControls";
import { VAT_EXEMPTIONS_PATH } from "~/account/vat-exemptions";
import { useReorderLists } from "~/lists/useReorderLists";
import { JOB_SITES_PATH } from "~/page/account-paths";
import type { ShellData } from "~/page/shell-data";
import { useLocalePath } from "~/platform/i18n";

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
  // Only where the ERP keeps reorder lists.
  const lists = useReorderLists();
  // Only where the ERP keeps search settings.
  const shell = useRouteLoaderData<ShellData>("root");
  const settings = shell?.customer?.hasSettings ?? false;
  // Only where the ERP takes return requests.
  const returns = shell?.customer?.hasReturns ?? false;
  // Only where the ERP keeps declarations of intent.
  const vatExemptions = shell?.customer?.hasVatExemptions ?? false;
  // Only where the ERP keeps job sites.
  const jobSites = shell?.customer?.hasJobSites ?? false;
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
        {lists ? (
          <li>
            <NavLink to={to("/pages/lists")} prefetch="intent">
              {t("lists.nav")}
            </NavLink>
          </li>
        ) : null}
        {returns ? (
          <li>
            <NavLink to={to("/pages/returns")} prefetch="intent">
              {t("account.nav.returns")}
            </NavLink>
          </li>
        ) : null}
        {vatExemptions ? (
          <li>
            <NavLink to={to(VAT_EXEMPTIONS_PATH)} prefetch="intent">
              {t("vatExemptions.nav")}
            </NavLink>
          </li>
        ) : null}
        {jobSites ? (
          <li>
            <NavLink to={to(JOB_SITES_PATH)} prefetch="intent">
              {t("account.nav.jobSites")}
            </NavLink>
          </li>
        ) : null}
        {settings ? (
          <li>
            <NavLink to={to("/pages/settings")} prefetch="intent">
              {t("account.nav.settings")}
            </NavLink>
          </li>
        ) : null}
        <li>
          <LogoutForm className="account-nav__logout" buttonClassName="account-nav__button" />
        </li>
      </ul>
    </nav>
  );
}
