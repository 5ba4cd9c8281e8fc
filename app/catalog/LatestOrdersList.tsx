// The latest-order modal's list (app/catalog/LatestOrdersDialog.tsx): its module, with the product
// rows and their forms, loads when the modal opens, not with every page.
import type { CardPrice } from "~/catalog/card";
import type { LastOrder, ListingProduct } from "~/catalog/listing.server";
import type { PriceView } from "~/platform/price";
import { ProductRow } from "~/catalog/ProductRow";
import { useTranslation } from "react-i18next";
import { formatDay, formatQuantity, useLocale } from "~/platform/i18n";

/** The article's last order, where the ERP's row says it. */
function LastOrderLine({ last }: { last: LastOrder | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!last?.on) return null;
  const date = formatDay(last.on, locale);
  return (
    <p className="latest-orders__last">
      {last.quantity === null
        ? t("shop.latest.lastOrderedOn", { date })
        : t("shop.latest.lastOrdered", { date, quantity: formatQuantity(last.quantity, locale) })}
    </p>
  );
}

export default function LatestOrdersList({
  products,
  prices,
  priceView,
  wishlisted,
  lastOrdered,
}: {
  products: ListingProduct[];
  prices: Record<string, CardPrice>;
  priceView: PriceView;
  wishlisted: string[];
  lastOrdered: Record<string, LastOrder>;
}) {
  return (
    <ul className="product-rows product-rows--small-list">
      {products.map((product) => (
        <li key={product.sku}>
          <ProductRow
            product={product}
            price={prices[product.sku]}
            priceView={priceView}
            variant="small-list"
            inWishlist={wishlisted.includes(product.sku)}
            headingLevel={3}
          />
          <LastOrderLine last={lastOrdered[product.sku]} />
        </li>
      ))}
    </ul>
  );
}
