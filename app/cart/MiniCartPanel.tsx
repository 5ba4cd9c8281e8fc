// The header cart's dropdown content (app/cart/MiniCart.tsx): the lines, pieces and totals from
// /cart/mini, or a wait, or nothing when the ERP did not answer. Its module loads when the dropdown
// first opens.
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import { useTranslation } from "~/platform/fixed-i18n";
import type { MiniCartData } from "~/cart/summary.server";
import { formatPrice } from "~/platform/format";
import { useLocale } from "~/shell/useLocale";

export default function MiniCartPanel({ mini, loading }: { mini: MiniCartData | null | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
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
        {mini.lines.map((line) => (
          <li key={line.rowId}>
            {line.image ? <img src={line.image} alt="" width={40} height={40} /> : null}
            <span className="mini-cart__name">
              {line.name}
              <small>
                {line.sku} × {line.quantity}
              </small>
            </span>
            <span>{formatPrice(line.lineTotal, locale)}</span>
          </li>
        ))}
      </ul>
      {mini.moreLines > 0 ? <p className="mini-cart__more">{t("miniCart.more", { count: mini.moreLines })}</p> : null}
      <dl className="mini-cart__totals">
        <div>
          <dt>{t("miniCart.contents")}</dt>
          <dd>
            {t("miniCart.lines", { count: mini.lineCount })}, {t("miniCart.pieces", { count: mini.pieceCount })}
          </dd>
        </div>
        <div>
          <dt>{t("miniCart.net")}</dt>
          <dd>{formatPrice(mini.net, locale)}</dd>
        </div>
        <div>
          <dt>{t("miniCart.total")}</dt>
          <dd>{formatPrice(mini.total, locale)}</dd>
        </div>
      </dl>
    </>
  );
}
