// The minimum order not yet reached, in the shop's own words and money format ("€ 300,00", like
// every price), with what is missing; the ERP's own text only when it gives no amount.
import { useTranslation } from "react-i18next";
import type { MinOrderView } from "~/cart/view";
import { formatPrice, useLocale, useReaderContext } from "~/platform/i18n";

export function MinOrderNotice({ minOrder, className = "" }: { minOrder: MinOrderView; className?: string }) {
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  if (minOrder.compliant) return null;
  return (
    <p className={`notice notice--warn ${className}`.trim()} role="status">
      {minOrder.minimumAmount > 0
        ? t("cartPage.minOrderMissing", { amount: formatPrice(minOrder.minimumAmount, locale), missing: formatPrice(minOrder.missing, locale) })
        : minOrder.warning}{" "}
      {t("cartPage.minOrderBlocks", reader)}
    </p>
  );
}
