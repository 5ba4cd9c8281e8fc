// The product page's price block: the customer's price (net or gross), the discount, the running
// promotion with its validity and quantity breaks, availability, stock, packaging, and the
// add-to-cart and wishlist forms.
import { useTranslation } from "react-i18next";
import { AddToCartForm, WishlistToggle, Availability, PriceBlock } from "~/catalog/ProductCard";
import { AddToListForm } from "~/lists/AddToListForm";
import { formatLongDay, formatPrice, useLocale } from "~/platform/i18n";
import { quantityBreakRows } from "~/catalog/product-page";
import { showsNetBreaks, type PriceView } from "~/platform/price";
import { ListPricesNotice } from "~/catalog/ListPricesNotice";
import type { AvailabilityState, Price } from "~/erp/types";

export function PromotionBlock({ price, view, unit }: { price: Price; view: PriceView; unit: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const promotion = price.promotion;
  const rows = showsNetBreaks(view) ? quantityBreakRows(price) : [];
  if (!promotion && rows.length === 0) return null;
  return (
    <div className="promotion">
      {promotion ? (
        <p className="promotion__title">
          <span className="promotion__badge">{t("productPage.price.promotion")}</span> {promotion.title}
        </p>
      ) : null}
      {promotion?.startDate && promotion.endDate ? (
        <p className="promotion__validity">
          {t("productPage.price.validity", { from: formatLongDay(promotion.startDate, locale), to: formatLongDay(promotion.endDate, locale) })}
        </p>
      ) : promotion?.endDate ? (
        <p className="promotion__validity">{t("productPage.price.validUntil", { to: formatLongDay(promotion.endDate, locale) })}</p>
      ) : null}
      {rows.length > 0 ? (
        <table className="promotion__breaks">
          <caption>{t("productPage.price.breaks")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("productPage.price.quantity")}</th>
              <th scope="col">{t("productPage.price.unitPrice")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.promoRow}>
                <td>{t("productPage.price.fromQuantity", { quantity: row.minQuantity, unit })}</td>
                <td>{formatPrice(row.unitPrice, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

export function ProductBuyBox({
  sku,
  unit,
  availability,
  price,
  priceView,
  signedIn,
  isParent,
  inWishlist,
}: {
  sku: string;
  unit: string;
  /** null when the shop does not show availability. */
  availability: { state: AvailabilityState; stock: number } | null;
  price: Price | undefined;
  priceView: PriceView;
  signedIn: boolean;
  isParent: boolean;
  inWishlist: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="buy-box" aria-labelledby="buy-box-title">
      <h2 id="buy-box-title" className="visually-hidden">
        {t("productPage.price.heading")}
      </h2>
      {price ? <PriceBlock price={price} view={priceView} /> : <p className="buy-box__note">{t("productPage.price.unavailable")}</p>}
      {signedIn ? null : <ListPricesNotice className="buy-box__note" />}
      {price ? <PromotionBlock price={price} view={priceView} unit={price.packaging.unit || unit} /> : null}
      {availability ? (
        <p className="buy-box__availability">
          <Availability state={availability.state} />
          {availability.stock > 0 ? <span className="buy-box__stock">{t("productPage.stock", { count: availability.stock })}</span> : null}
        </p>
      ) : null}
      {price && price.packaging.multiple > 1 ? (
        <p className="buy-box__packaging">{t("product.packaging", { count: price.packaging.multiple, unit: price.packaging.unit || unit })}</p>
      ) : null}
      {price?.label && !price.orderable && !isParent ? <p className="buy-box__label">{price.label}</p> : null}
      {isParent ? <p className="buy-box__note">{t("productPage.price.chooseVariant")}</p> : null}
      <div className="buy-box__actions">
        {isParent ? null : (
          <AddToCartForm sku={sku} packagingMultiple={price?.packaging.multiple ?? 1} orderable={price?.orderable ?? false} variant="page" />
        )}
        <WishlistToggle sku={sku} inWishlist={inWishlist} />
        {isParent ? null : <AddToListForm sku={sku} defaultQuantity={price?.packaging.multiple ?? 1} />}
      </div>
    </section>
  );
}
