// The product card and the two forms every product surface carries (the card, the row, the product
// page, the children table, the latest-order list): add to cart and the wishlist toggle. One module:
// the pages with products load them together.
import { Link, Form, useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/hydration";
import { RenderedForFields, cartFetcherKey, useCartMessageText } from "~/cart/cart";
import type { CartActionAnswer } from "~/cart/messages";
import type { CardPrice, CardProduct } from "~/catalog/card";
import type { AvailabilityState } from "~/erp/types";
import { useReaderContext, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { priceInView, showsNetBreaks, type PriceView } from "~/platform/price";
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

// Adds an article to the wishlist or removes it: a plain POST to the wishlist action.
export function WishlistToggle({ sku, inWishlist }: { sku: string; inWishlist: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const label = inWishlist ? t("wishlist.remove") : t("wishlist.add");
  return (
    <Form method="post" action={to("/pages/wishlist")} className="wishlist-toggle">
      <input type="hidden" name="intent" value={inWishlist ? "remove" : "add"} />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="wishlist-toggle__button" aria-pressed={inWishlist} aria-label={label} title={label}>
        <span aria-hidden="true">{inWishlist ? "♥" : "♡"}</span>
      </button>
    </Form>
  );
}

// The add-to-cart form of every product surface (cards, product page, children table, latest-order
// list). A plain POST to the cart action, so it works without JavaScript (303 back with a toast).
// With JavaScript it runs as a keyed fetcher: the header count grows at once (useOptimisticLineCount)
// and the added line shows in a popup, announced by this form's live region; a refusal shows the
// ERP's message here. The promotion and packaging are re-read on the server, so the form posts
// neither.
// Shown only after an add with JavaScript: its code loads when the form is submitted, so that it is
// there when the answer is.
const loadCartPopup = () => import("~/cart/CartPopup");
const CartPopup = lazy(() => loadCartPopup().then((module) => ({ default: module.CartPopup })));

export interface AddToCartFormProps {
  sku: string;
  /** Quantities must be multiples of this (the packaging). */
  packagingMultiple: number;
  orderable: boolean;
  /** "card" and "row" are compact; "page" is the product page's large form. */
  variant?: "card" | "row" | "page";
}

export function AddToCartForm({ sku, packagingMultiple, orderable, variant = "card" }: AddToCartFormProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const hydrated = useHydrated();
  const messageText = useCartMessageText();
  const reader = useReaderContext();
  const fetcher = useFetcher<CartActionAnswer>({ key: cartFetcherKey(`add-${variant}-${sku}`) });
  const [popupOpen, setPopupOpen] = useState(false);
  const step = Math.max(1, Math.trunc(packagingMultiple) || 1);
  const quantityId = `qty-${variant}-${sku}`;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (answer?.ok && answer.added) setPopupOpen(true);
  }, [answer]);
  const close = useCallback(() => setPopupOpen(false), []);

  return (
    <div className={`add-to-cart-wrap add-to-cart-wrap--${variant}`}>
      {/* noValidate: a quantity off the pack (13 for packs of 12) goes to the shop, which rounds it up
          and says so in the customer's language; the browser would refuse it in its own. `step` still
          moves the field's arrows by whole packs. */}
      <fetcher.Form
        method="post"
        action={to("/cart")}
        className={`add-to-cart add-to-cart--${variant}`}
        noValidate
        onSubmit={() => void loadCartPopup()}
      >
        <RenderedForFields />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="multiple" value={step} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <label htmlFor={quantityId} className="visually-hidden">
          {t("cart.quantity")}
        </label>
        <input
          id={quantityId}
          className="add-to-cart__quantity"
          type="number"
          name="quantity"
          inputMode="numeric"
          min={step}
          step={step}
          defaultValue={step}
          required
          disabled={!orderable}
        />
        <button type="submit" className="button add-to-cart__button" disabled={!orderable}>
          {fetcher.state === "idle" ? t("cart.add") : t("cart.adding")}
        </button>
      </fetcher.Form>
      {answer && !answer.ok ? (
        <p className="add-to-cart__error" role="alert">
          {answer.messages.map(messageText).join(" ")}
        </p>
      ) : null}
      {hydrated ? (
        <p className="visually-hidden" role="status">
          {popupOpen && answer?.added ? t("cart.announceAdded", { ...reader, name: answer.added.name, quantity: answer.added.quantity }) : ""}
        </p>
      ) : null}
      {popupOpen && answer?.added ? (
        <Suspense fallback={null}>
          <CartPopup line={answer.added} notes={answer.messages.filter((message) => message.kind === "info").map(messageText)} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
