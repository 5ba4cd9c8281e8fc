// The plafond of the customer's declarations of intent on the cart and the checkout: what is left,
// and a warning (never a block) when the order's taxable amount goes past it, saying what that means
// for the invoice. Nothing for a customer without a valid declaration (`remaining` null).
import { useTranslation } from "react-i18next";
import { aboveThePlafond } from "~/cart/plafond";
import { useReaderContext, formatPrice, useLocale } from "~/platform/i18n";

export function PlafondNotice({ remaining, taxable }: { remaining: number | null; taxable: number | null }) {
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  if (remaining === null) return null;
  const above = taxable === null ? 0 : aboveThePlafond(taxable, remaining);
  return (
    <p className={above > 0 ? "notice notice--warn plafond-notice" : "notice plafond-notice"} role="status">
      {t("plafond.left", { ...reader, amount: formatPrice(remaining, locale) })}
      {above > 0 ? ` ${t("plafond.above", { ...reader, taxable: formatPrice(taxable, locale), above: formatPrice(above, locale) })}` : null}
    </p>
  );
}
