// The ERP's findings on the cart before the customer sends the order: on the cart, those that name
// none of its lines (the others show on their line); on the checkout, which lists no lines, all of
// them, each after the line it names. None shows nothing.
import { useTranslation } from "react-i18next";

export function CartAnomalies({ anomalies }: { anomalies: Array<{ line: string | null; message: string }> }) {
  const { t } = useTranslation();
  if (anomalies.length === 0) return null;
  return (
    <section className="notice notice--warn cart-anomalies" aria-label={t("cartPage.anomaliesTitle")}>
      <p className="cart-anomalies__title">{t("cartPage.anomaliesTitle")}</p>
      <ul>
        {anomalies.map((anomaly) => (
          <li key={`${anomaly.line ?? ""}-${anomaly.message}`}>
            {anomaly.line ? <strong>{anomaly.line}: </strong> : null}
            {anomaly.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
