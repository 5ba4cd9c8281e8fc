// A parent article's variants: code, name, the customer's price, availability (when shown), quantity and add.
// On narrow screens each row reads as a small card (product.css).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddToCartForm, Availability, PriceBlock } from "~/catalog/ProductCard";
import type { ProductChildRow } from "~/catalog/product-page.server";
import type { PriceView } from "~/platform/price";
import type { Price } from "~/erp/types";
import { useLocalePath } from "~/platform/i18n";
import { productPath } from "~/catalog/product-url";

export function ChildrenTable({
  parentSku,
  rows,
  prices,
  priceView,
}: {
  parentSku: string;
  rows: ProductChildRow[];
  prices: Record<string, Price>;
  priceView: PriceView;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (rows.length === 0) return null;
  // Availability is shown for all the rows or for none (SHOP_SHOW_AVAILABILITY).
  const withAvailability = rows[0]!.availability !== null;
  return (
    <section className="product-children" aria-labelledby="children-title">
      <h2 id="children-title">{t("productPage.children.heading")}</h2>
      <table className="children-table">
        <thead>
          <tr>
            <th scope="col">{t("productPage.children.code")}</th>
            <th scope="col">{t("productPage.children.name")}</th>
            <th scope="col">{t("productPage.children.price")}</th>
            {withAvailability ? <th scope="col">{t("productPage.children.availability")}</th> : null}
            <th scope="col">{t("productPage.children.add")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const price = prices[row.sku];
            return (
              <tr key={row.sku}>
                <th scope="row" data-label={t("productPage.children.code")}>
                  <Link to={to(productPath({ sku: row.sku, parentSku }))}>{row.sku}</Link>
                </th>
                <td data-label={t("productPage.children.name")}>
                  {row.title}
                  {row.variant ? <span className="children-table__variant">{row.variant}</span> : null}
                </td>
                <td data-label={t("productPage.children.price")}>
                  {price ? <PriceBlock price={price} view={priceView} /> : t("productPage.price.unavailable")}
                </td>
                {withAvailability ? (
                  <td data-label={t("productPage.children.availability")}>
                    <Availability state={row.availability} />
                  </td>
                ) : null}
                <td>
                  <AddToCartForm
                    sku={row.sku}
                    packagingMultiple={price?.packaging.multiple ?? 1}
                    orderable={price?.orderable ?? false}
                    variant="row"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
