import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddToCartForm } from "~/cart/AddToCartForm";
import { WishlistToggle } from "~/cart/WishlistToggle";
import type { CardPrice, CardProduct } from "~/catalog/card";
import type { AvailabilityState } from "~/erp/types";
import { priceInView, showsNetBreaks, type PriceView } from "~/platform/price";
import { formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { productPath } from "~/catalog/product-url";

export function PriceBlock({ price, view }: { price: CardPrice | undefined; view: PriceView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!price) return null;
  const shown = priceInView(price, view);
  return (
    <div className="price">
      <span className="price__current">{formatPrice(shown.amount, locale)}</span>
      {shown.struck !== null ? (
        <>
          <span className="price__list">
            <span className="visually-hidden">{t("product.listPrice")} </span>
            {formatPrice(shown.struck, locale)}
          </span>
          <span className="price__badge">{t("product.discount", { percent: shown.percent })}</span>
        </>
      ) : null}
      <span className="price__note">{view === "gross" ? t("product.priceGross") : t("product.priceNet")}</span>
    </div>
  );
}

/** The running promotion and its quantity breaks, at the customer's prices. */
export function PromotionBreaks({ price, view }: { price: CardPrice | undefined; view: PriceView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!price?.promotion) return null;
  return (
    <div className="promo">
      <p className="promo__title">
        <span className="promo__badge">{t("shop.card.promotion")}</span> {price.promotion.title}
      </p>
      {price.quantityBreaks.length > 0 && showsNetBreaks(view) ? (
        <ul className="promo__breaks">
          {price.quantityBreaks.map((row) => (
            <li key={row.promoRow}>
              {t("shop.card.fromQuantity", { count: row.minQuantity })}: <strong>{formatPrice(row.unitPrice, locale)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "Sold in multiples of …" when the article comes in packs of more than one; nothing otherwise. */
export function PackagingNote({ price, unit, className }: { price: CardPrice | undefined; unit: string; className: string }) {
  const { t } = useTranslation();
  if (!price || price.packaging.multiple <= 1) return null;
  return <p className={className}>{t("product.packaging", { count: price.packaging.multiple, unit: price.packaging.unit || unit })}</p>;
}

/** An article's availability; nothing when the shop does not show it (null). */
export function Availability({ state }: { state: AvailabilityState | null }) {
  const { t } = useTranslation();
  if (state === null) return null;
  return <span className={`availability availability--${state}`}>{t(`product.availability.${state}`)}</span>;
}

/** What a product's card and its listing row both take besides the product. */
export interface ProductViewProps {
  price: CardPrice | undefined;
  priceView: PriceView;
  inWishlist?: boolean;
  /** Views in the first visible row load their image at once; the rest lazily. */
  eager?: boolean;
  /** The title's heading level: 2 right under the page's h1, 3 under a section's or a dialog's title. */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  product,
  price,
  priceView,
  eager = false,
  inWishlist = false,
  headingLevel = 3,
}: ProductViewProps & { product: CardProduct }) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const to = useLocalePath();
  const image = product.image;
  const href = to(productPath(product));
  return (
    <article className="product-card">
      <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={image.main}
            srcSet={`${image.thumb} 160w, ${image.gallery} 400w, ${image.main} 600w`}
            sizes="(min-width: 992px) 220px, 45vw"
            width={300}
            height={300}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
      </Link>
      {product.brand ? <p className="product-card__brand">{product.brand.name}</p> : null}
      <Title className="product-card__title">
        <Link to={href}>{product.title}</Link>
      </Title>
      <p className="product-card__code">
        {t("product.code")}: {product.sku}
      </p>
      <div className="product-card__footer">
        <PriceBlock price={price} view={priceView} />
        <PromotionBreaks price={price} view={priceView} />
        <PackagingNote price={price} unit={product.unit} className="product-card__code" />
        <Availability state={product.availability} />
        <div className="product-card__actions">
          <AddToCartForm sku={product.sku} packagingMultiple={price?.packaging.multiple ?? 1} orderable={price?.orderable ?? false} />
          <WishlistToggle sku={product.sku} inWishlist={inWishlist} />
        </div>
      </div>
    </article>
  );
}
