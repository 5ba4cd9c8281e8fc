// The product page: gallery, title, code, brand, description, price block, variants (parents),
// the alternatives of an article the ERP cannot deliver, related products and accessories, and the product sidebar; plus its structured data. In detail
// mode the search tabs strip is above it.
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CardProduct } from "~/catalog/card";
import { inlineJson, productJsonLd, type ProductModal } from "~/catalog/product-page";
import type { loadProductPage, ProductPageData } from "~/catalog/product-page.server";
import { ProductCard } from "~/catalog/ProductCard";
import { SearchTabs } from "~/catalog/SearchTabs";
import type { Price } from "~/erp/types";
import type { PriceView } from "~/platform/price";
import { useNonce } from "~/platform/hydration";
import { ChildrenTable } from "./ChildrenTable";
import { LastOrder } from "./LastOrder";
import { ProductBuyBox } from "./ProductBuyBox";
import { ProductGallery } from "./ProductGallery";
import { ProductSidebar } from "./ProductSidebar";
import { productPath } from "~/catalog/product-url";

function LinkedProducts({
  id,
  title,
  products,
  prices,
  priceView,
}: {
  id: string;
  title: string;
  products: CardProduct[];
  prices: Record<string, Price>;
  priceView: PriceView;
}) {
  if (products.length === 0) return null;
  return (
    <section className="product-linked" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-linked__list">
        {products.map((product) => (
          <li key={product.sku}>
            <ProductCard product={product} price={prices[product.sku]} priceView={priceView} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StructuredData({ data }: { data: ProductPageData }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<{ origin: string }>("root");
  const { product } = data;
  const json = productJsonLd(
    {
      title: product.title,
      sku: product.sku,
      description: product.shortDescription,
      brand: product.brand?.name ?? null,
      barcodes: product.barcodes,
      images: product.images.map((image) => image.main),
      url: productPath({ sku: product.sku, parentSku: product.parent?.sku ?? null }),
    },
    root?.origin ?? "",
  );
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineJson(json) }} />;
}

export function ProductPage() {
  const { page, modal, signedIn, tabs } = useLoaderData<typeof loadProductPage>();
  return (
    <>
      {tabs ? <SearchTabs tabs={tabs.view} returnTo={tabs.route} /> : null}
      <ProductArticle data={page} modal={modal} signedIn={signedIn} />
    </>
  );
}

function ProductArticle({ data, modal, signedIn }: { data: ProductPageData; modal: ProductModal | null; signedIn: boolean }) {
  const { t } = useTranslation();
  const { product } = data;
  const isParent = data.children.length > 0;
  return (
    <div className="product-layout">
      <StructuredData data={data} />
      <article className="product-main">
        <div className="product-hero">
          <ProductGallery key={product.sku} images={product.images} title={product.title} />
          <div className="product-summary">
            {product.brand ? <p className="product-summary__brand">{product.brand.name}</p> : null}
            <h1 className="product-summary__title">{product.title}</h1>
            <dl className="product-summary__facts">
              <div>
                <dt>{t("productPage.code")}</dt>
                <dd>{product.sku}</dd>
              </div>
              {product.brand ? (
                <div>
                  <dt>{t("productPage.brand")}</dt>
                  <dd>{product.brand.name}</dd>
                </div>
              ) : null}
              {product.model ? (
                <div>
                  <dt>{t("productPage.model")}</dt>
                  <dd>{product.model}</dd>
                </div>
              ) : null}
            </dl>
            {product.parent ? (
              <p className="product-summary__parent">
                <Link to={product.parent.path}>{t("productPage.variantOf", { sku: product.parent.sku })}</Link>
              </p>
            ) : null}
            {product.shortDescription ? <p className="product-summary__short">{product.shortDescription}</p> : null}
            <ProductBuyBox
              sku={product.sku}
              unit={product.unit}
              availability={product.availability}
              price={data.prices[product.sku]}
              priceView={data.priceView}
              signedIn={signedIn}
              isParent={isParent}
              inWishlist={data.inWishlist}
            />
            {data.lastOrder ? <LastOrder last={data.lastOrder} /> : null}
          </div>
        </div>
        <ChildrenTable parentSku={product.sku} rows={data.children} prices={data.prices} priceView={data.priceView} />
        {product.descriptionHtml ? (
          <section className="product-description" aria-labelledby="description-title">
            <h2 id="description-title">{t("productPage.description")}</h2>
            <div className="product-description__body" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          </section>
        ) : null}
        <LinkedProducts
          id="alternatives-title"
          title={t("productPage.alternatives", { count: data.alternatives.length })}
          products={data.alternatives}
          prices={data.prices}
          priceView={data.priceView}
        />
        <LinkedProducts id="related-title" title={t("productPage.related")} products={data.related} prices={data.prices} priceView={data.priceView} />
        <LinkedProducts
          id="accessories-title"
          title={t("productPage.accessories")}
          products={data.accessories}
          prices={data.prices}
          priceView={data.priceView}
        />
      </article>
      <ProductSidebar
        sku={product.sku}
        barcodes={product.barcodes}
        related={data.related}
        documents={data.documents}
        assistancePath={data.assistancePath}
        modal={modal}
      />
    </div>
  );
}
