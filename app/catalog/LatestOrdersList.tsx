// The latest-order modal's list (app/catalog/LatestOrdersDialog.tsx): its module, with the product
// rows and their forms, loads when the modal opens, not with every page.
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import type { CardPrice } from "~/catalog/card";
import type { ListingProduct } from "~/catalog/listing.server";
import type { PriceView } from "~/catalog/price";
import { ProductRow } from "~/catalog/ProductRow";

export default function LatestOrdersList({
  products,
  prices,
  priceView,
  wishlisted,
}: {
  products: ListingProduct[];
  prices: Record<string, CardPrice>;
  priceView: PriceView;
  wishlisted: string[];
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
        </li>
      ))}
    </ul>
  );
}
