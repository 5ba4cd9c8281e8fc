// A cart line's delivery date as text ("available from 12 Dec", "disponibile dal 12/12"), and the
// dated lines of an order: shell texts, so that the mini cart, the checkout and the thank-you page
// can show them on any page. The cart page's later-day forms: LineDeliveryDate.tsx.
import { useTranslation } from "react-i18next";
import type { DatedLine, LineDelivery } from "~/cart/delivery-dates";
import { formatNearDay, useLocale } from "~/platform/i18n";

/** The day of a dated line: the customer's later day, else from when (late) or when the ERP can deliver. */
export function DeliveryDateText({ delivery }: { delivery: LineDelivery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = formatNearDay(delivery.day, locale);
  const key = delivery.chosen ? "deliveryDate.chosen" : delivery.late ? "deliveryDate.late" : "deliveryDate.expected";
  return <span className={delivery.late ? "delivery-date delivery-date--late" : "delivery-date"}>{t(key, { date })}</span>;
}

/** The dated lines of an order (the checkout's summary, the thank-you page): nothing when none has a date. */
export function DatedLines({ lines }: { lines: DatedLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <section className="dated-lines" aria-labelledby="dated-lines-title">
      <h3 id="dated-lines-title">{t("deliveryDate.title")}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line.rowId}>
            <span>
              {line.sku} {line.name}
            </span>
            <DeliveryDateText delivery={line.delivery} />
          </li>
        ))}
      </ul>
    </section>
  );
}
