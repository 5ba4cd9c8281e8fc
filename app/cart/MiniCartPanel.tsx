// The header cart's dropdown content (app/cart/MiniCart.tsx): the lines, pieces and totals from
// /cart/mini, or a wait, or nothing when the ERP did not answer. Its module loads when the dropdown
// first opens.
import { useTranslation } from "react-i18next";
import { DeliveryDateText } from "~/cart/DeliveryDate";
import type { CartFigures } from "~/cart/page-cart-figures";
import type { MiniCartData } from "~/cart/summary.server";
import { formatPrice, useLocale } from "~/platform/i18n";
import { cartLineInView } from "~/platform/price";

/** `figures`: the page's own net and total (the checkout's), which the header shows too; else the cart's. */
export default function MiniCartPanel({
  mini,
  figures,
  loading,
}: {
  mini: MiniCartData | null | undefined;
  figures: CartFigures | null;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const totals = figures ?? mini;
  const gross = mini?.priceView === "gross";
  return !mini ? (
    // Still loading; an ERP that did not answer (mini null) shows just the link to the cart.
    loading ? (
      <p aria-busy="true">…</p>
    ) : null
  ) : mini.lines.length === 0 ? (
    <p>{t("miniCart.empty")}</p>
  ) : (
    <>
      <ul className="mini-cart__lines">
        {mini.lines.map((line) => {
          const shown = cartLineInView(line, mini.priceView);
          return (
            <li key={line.rowId}>
              {line.image ? <img src={line.image} alt="" width={40} height={40} /> : null}
              <span className="mini-cart__name">
                {line.name}
                <small>
                  {line.sku} × {line.quantity}
                </small>
                {line.delivery ? <DeliveryDateText delivery={line.delivery} /> : null}
              </span>
              <span className="mini-cart__amount">
                {formatPrice(shown.amount, locale)}
                {gross ? <small>{t(shown.view === "gross" ? "cartFigures.gross" : "cartFigures.net")}</small> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {mini.moreLines > 0 ? <p className="mini-cart__more">{t("miniCart.more", { count: mini.moreLines })}</p> : null}
      <dl className="mini-cart__totals">
        <div>
          <dt>{t("miniCart.contents")}</dt>
          <dd>
            {t("miniCart.lines", { count: mini.lineCount })}, {t("miniCart.pieces", { count: mini.pieceCount })}
          </dd>
        </div>
        {mini.goodsGross !== null ? (
          <div>
            <dt>{t("cartFigures.goodsGross")}</dt>
            <dd>{formatPrice(mini.goodsGross, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("miniCart.net")}</dt>
          <dd>{formatPrice(totals?.net, locale)}</dd>
        </div>
        <div>
          <dt>{t(gross ? "cartFigures.totalGross" : "miniCart.total")}</dt>
          <dd>{formatPrice(totals?.total, locale)}</dd>
        </div>
      </dl>
    </>
  );
}
