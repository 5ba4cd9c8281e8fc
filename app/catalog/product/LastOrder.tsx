// "You last ordered this": the day, the quantity and the document of the signed-in customer's last
// order of the article, the document linked to its order when it is one of theirs.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LastOrderView } from "~/catalog/product/last-order.server";
import { formatDay, formatQuantity, useLocale, useLocalePath } from "~/platform/i18n";

export function LastOrder({ last }: { last: LastOrderView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const label = (key: string) => t(`productPage.lastOrder.${key}`);
  return (
    <section className="product-last-order" aria-labelledby="last-order-title">
      <h2 id="last-order-title">{label("heading")}</h2>
      <dl className="facts facts--inline">
        <div className="facts__row">
          <dt>{label("date")}</dt>
          <dd>{formatDay(last.on, locale)}</dd>
        </div>
        <div className="facts__row">
          <dt>{label("quantity")}</dt>
          <dd>{last.quantity === null ? "–" : formatQuantity(last.quantity, locale)}</dd>
        </div>
        <div className="facts__row">
          <dt>{label("document")}</dt>
          <dd>{last.orderPath ? <Link to={to(last.orderPath)}>{last.document}</Link> : last.document || "–"}</dd>
        </div>
      </dl>
    </section>
  );
}
