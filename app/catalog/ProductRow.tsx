// The listing's row designs: "list" (image, description, price and form side by side),
// "small-list" (one compact line per article) and "product-detail" (a wide block per article with
// a link to its detail page).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  AddToCartForm,
  WishlistToggle,
  Availability,
  PackagingNote,
  PriceBlock,
  PromotionBreaks,
  type ProductViewProps,
} from "~/catalog/ProductCard";
import { AddToListForm } from "~/lists/AddToListForm";
import type { ListingProduct } from "~/catalog/listing.server";
import { useLocalePath } from "~/platform/i18n";
import { productPath } from "~/catalog/product-url";

export type RowVariant = "list" | "small-list" | "product-detail";

const IMAGE_SIZE: Record<RowVariant, number> = { "small-list": 64, list: 120, "product-detail": 240 };

export function ProductRow({
  product,
  price,
  priceView,
  variant,
  eager = false,
  inWishlist = false,
  headingLevel = 2,
}: ProductViewProps & { product: ListingProduct; variant: RowVariant }) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const to = useLocalePath();
  const href = to(productPath(product));
  const size = IMAGE_SIZE[variant];
  const image = product.image;
  return (
    <article className={`product-row product-row--${variant}`}>
      <Link to={href} className="product-row__image" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={size > 160 ? image.gallery : image.thumb}
            srcSet={`${image.thumb} 160w, ${image.gallery} 400w`}
            sizes={`${size}px`}
            width={size}
            height={size}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
      </Link>
      <div className="product-row__main">
        <Title className="product-row__title">
          <Link to={href}>{product.title}</Link>
        </Title>
        <p className="product-row__meta">
          <span>
            {t("product.code")}: {product.sku}
          </span>
          {product.brand ? (
            <span>
              {t("product.brand")}: {product.brand.name}
            </span>
          ) : null}
          {product.childCount > 0 ? <span>{t("shop.card.variants", { count: product.childCount })}</span> : null}
        </p>
        {variant !== "small-list" && product.description ? <p className="product-row__description">{product.description}</p> : null}
        {variant !== "small-list" ? <PromotionBreaks price={price} view={priceView} /> : null}
        {variant === "product-detail" ? (
          <Link to={to(product.detailRoute)} className="product-row__detail">
            {t("shop.card.openDetail")}
          </Link>
        ) : null}
      </div>
      <div className="product-row__side">
        <PriceBlock price={price} view={priceView} />
        {price?.promotion && variant === "small-list" ? <span className="promo__badge">{t("shop.card.promotion")}</span> : null}
        <PackagingNote price={price} unit={product.unit} className="product-row__packaging" />
        <Availability state={product.availability} />
      </div>
      <div className="product-row__actions">
        <AddToCartForm sku={product.sku} packagingMultiple={price?.packaging.multiple ?? 1} orderable={price?.orderable ?? false} variant="row" />
        <WishlistToggle sku={product.sku} inWishlist={inWishlist} />
        {product.childCount === 0 ? (
          <AddToListForm sku={product.sku} defaultQuantity={price?.packaging.multiple ?? 1} className="add-to-list--row" />
        ) : null}
      </div>
    </article>
  );
}
