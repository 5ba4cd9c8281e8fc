// The wishlist: each article with its picture, name, code and price, an add-to-cart form and a
// remove button.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import type { loadWishlistPage } from "~/account/wishlist-page.server";
import { AddToCartForm } from "~/catalog/ProductCard";
import { productPath } from "~/catalog/product-url";

export function WishlistPage() {
  const { items } = useLoaderData<typeof loadWishlistPage>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <div className="wishlist-page">
      <h1>{t("wishlist.title")}</h1>
      {items.length === 0 ? (
        <p className="notice">{t("wishlist.empty", reader)}</p>
      ) : (
        <ul className="wishlist">
          {items.map((item) => (
            <li key={item.sku} className="wishlist__item" data-sku={item.sku}>
              {item.image ? <img src={item.image} alt="" width={80} height={80} loading="lazy" /> : <span className="wishlist__noimage" />}
              <div className="wishlist__info">
                <Link to={to(productPath(item))}>{item.title}</Link>
                <small>{item.sku}</small>
                {item.unitPrice !== null ? <span className="wishlist__price">{formatPrice(item.unitPrice, locale)}</span> : null}
              </div>
              <div className="wishlist__actions">
                <AddToCartForm sku={item.sku} packagingMultiple={item.packagingMultiple} orderable={item.orderable} variant="row" />
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="sku" value={item.sku} />
                  <button type="submit" className="button button--ghost button--small" aria-label={`${t("wishlist.remove")}: ${item.title}`}>
                    {t("cartPage.remove")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
