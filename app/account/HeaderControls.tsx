// The header's controls that the login layout shows too: the language switch, the delivery address
// and sign-out. One module: the header and the login page load them together.
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SessionAddress } from "~/platform/session.server";
import { LOCALES, switchLocalePath, useLocalePath } from "~/platform/i18n";

// The language switch of the header and the login layout: the same page and query in each language.
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

// The delivery address selector of the header (signed-in customers only). A plain POST to the
// address action, which checks the code against the customer's own addresses and comes back to this
// page. With JavaScript, choosing an address submits at once; the button stays for no-JS browsers.
export function AddressSelector({ addresses, current }: { addresses: SessionAddress[]; current: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const submit = useSubmit();
  return (
    <Form method="post" action={to("/address")} className="address-selector">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="delivery-address">{t("address.label")}</label>
      <select id="delivery-address" name="addressCode" defaultValue={current} key={current} onChange={(event) => submit(event.currentTarget.form)}>
        {addresses.map((address) => (
          <option key={address.code} value={address.code}>
            {address.street}, {address.city}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        {t("address.choose")}
      </button>
    </Form>
  );
}

// Sign-out is a POST (a link would let any page sign the customer out).
export function LogoutForm({ className, buttonClassName = "button button--secondary" }: { className?: string; buttonClassName?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    // A full page load: nothing of the signed-in customer stays in the browser's memory.
    <Form method="post" action={to("/logout")} className={className} reloadDocument>
      <button type="submit" className={buttonClassName}>
        {t("header.logout")}
      </button>
    </Form>
  );
}
