// The delivery address selector of the header (signed-in customers only). A plain POST to the
// address action, which checks the code against the customer's own addresses.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SessionAddress } from "~/platform/session.server";
import { useLocalePath } from "~/shell/useLocale";

export function AddressSelector({ addresses, current }: { addresses: SessionAddress[]; current: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  return (
    <Form method="post" action={to("/address")} className="address-selector">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="delivery-address">{t("address.label")}</label>
      <select id="delivery-address" name="addressCode" defaultValue={current}>
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
