import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadBrands } from "~/content/content.server";
import { publicPageMeta } from "~/platform/meta";
import { TileGrid } from "~/content/Tiles";
import contentStyles from "~/content/content.css";
import { i18next } from "~/platform/i18n.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocalePath } from "~/shell/useLocale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  const [erp, t] = await Promise.all([getErp(args), i18next.getFixedT(args.request)]);
  const brands = await guardErp(loadBrands(erp));
  return { ...brands, title: t("content.brands.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title);

export default function Brands() {
  const { featured, all } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="content-page">
      <header className="content-page__header">
        <h1>{t("content.brands.title")}</h1>
      </header>
      {featured.length === 0 && all.length === 0 ? <p className="notice">{t("content.brands.empty")}</p> : null}
      {featured.length > 0 ? (
        <section aria-labelledby="brands-featured">
          <h2 id="brands-featured" className="content-page__section-title">
            {t("content.brands.featured")}
          </h2>
          <TileGrid tiles={featured} variant="brand" />
        </section>
      ) : null}
      {all.length > 0 ? (
        <section aria-labelledby="brands-all">
          <h2 id="brands-all" className="content-page__section-title">
            {t("content.brands.all")}
          </h2>
          <ul className="brand-list">
            {all.map((brand) => (
              <li key={brand.code}>
                <Link to={to(`/shop?filters-id_brand=${encodeURIComponent(brand.code)}`)}>
                  <span className="brand-list__name">{brand.name}</span>
                  <span className="brand-list__count">{t("content.brands.articles", { count: brand.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
