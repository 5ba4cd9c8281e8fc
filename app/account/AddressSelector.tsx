// The delivery address selector of the header (signed-in customers only). A plain POST to the
// address action, which checks the code against the customer's own addresses and comes back to this
// page. With JavaScript, choosing an address submits at once; the button stays for no-JS browsers.
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SessionAddress } from "~/platform/session.server";
import { useLocalePath } from "~/platform/i18n";

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
