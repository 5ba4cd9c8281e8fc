import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadNewArrivals } from "~/catalog/featured.server";
import { ProductCard } from "~/catalog/ProductCard";
import { SHOP } from "~/platform/config";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocalePath } from "~/shell/useLocale";

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  const erp = await getErp(args);
  const newArrivals = await guardErp(loadNewArrivals(erp, SHOP.homeProductCount));
  return data(
    { newArrivals, priceView: SHOP.defaultPriceView, signedIn: erp.signedIn },
    // Prices are the caller's own: never stored by a shared cache.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Home() {
  const { newArrivals, priceView, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <div className="section-title">
        <h2>{t("home.featured")}</h2>
        <Link to={to("/shop?new=1")}>{t("home.featuredAll")}</Link>
      </div>
      {signedIn ? null : <p className="notice">{t("home.pricesForGuests")}</p>}
      <ul className="product-grid">
        {newArrivals.products.map((product, index) => (
          <li key={product.sku}>
            <ProductCard product={product} price={newArrivals.prices[product.sku]} priceView={priceView} eager={index < 6} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
