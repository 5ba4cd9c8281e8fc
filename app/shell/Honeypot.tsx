// The honeypot of the public forms (see app/platform/honeypot.ts), part of the form kit (app/shell/form.tsx).
import { useId } from "react";
import { useTranslation } from "~/platform/fixed-i18n";
import { HONEYPOT_FIELD } from "~/platform/honeypot";

/** The honeypot of public forms: out of sight and of the tab order (not display:none, which bots skip). */
export function Honeypot() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
