// What the ERP says of one cart line before the order is sent (its anomalies), and for a line it
// cannot deliver, a compact "see alternatives": a <details> rendered on the server (so it opens
// without JavaScript), each alternative with its price and an add-to-cart form.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddToCartForm, PriceBlock } from "~/catalog/ProductCard";
import type { CardPrice, CardProduct } from "~/catalog/card";
import { productPath } from "~/catalog/product-url";
import type { PriceView } from "~/platform/price";
import { useLocalePath } from "~/platform/i18n";

export interface CartLineNotes {
  anomalies: string[];
  alternatives: CardProduct[];
}

export function CartLineNotesView({
  name,
  notes,
  prices,
  priceView,
}: {
  name: string;
  notes: CartLineNotes | undefined;
  prices: Record<string, CardPrice>;
  priceView: PriceView;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!notes) return null;
  return (
    <>
      {notes.anomalies.map((message) => (
        <span key={message} className="cart-line__anomaly">
          {message}
        </span>
      ))}
      {notes.alternatives.length > 0 ? (
        <details className="cart-line__alternatives">
          <summary>{t("cartPage.alternatives")}</summary>
          <ul aria-label={t("cartPage.alternativesOf", { name })}>
            {notes.alternatives.map((product) => {
              const price = prices[product.sku];
              return (
                <li key={product.sku} className="cart-alternative">
                  <Link to={to(productPath(product))} className="cart-alternative__title">
                    {product.title}
                  </Link>
                  <span className="cart-line__code">{product.sku}</span>
                  <PriceBlock price={price} view={priceView} />
                  <AddToCartForm
                    sku={product.sku}
                    packagingMultiple={price?.packaging.multiple ?? 1}
                    orderable={price?.orderable ?? false}
                    variant="row"
                  />
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </>
  );
}
