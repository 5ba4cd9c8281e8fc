// The brands page: the featured brands' logos, then every brand of the catalogue with its count.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { brandListingHref } from "~/catalog/query";
import type { loadBrandsPage } from "~/content/content.server";
import { TileGrid } from "~/content/Tiles";
import { useLocalePath } from "~/platform/i18n";

export function BrandsPage() {
  const { featured, all } = useLoaderData<typeof loadBrandsPage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="content-page">
      <header className="content-page__header">
        <h1>{t("contentPages.brands.title")}</h1>
      </header>
      {featured.length === 0 && all.length === 0 ? <p className="notice">{t("contentPages.brands.empty")}</p> : null}
      {featured.length > 0 ? (
        <section aria-labelledby="brands-featured">
          <h2 id="brands-featured" className="content-page__section-title">
            {t("contentPages.brands.featured")}
          </h2>
          <TileGrid tiles={featured} variant="brand" />
        </section>
      ) : null}
      {all.length > 0 ? (
        <section aria-labelledby="brands-all">
          <h2 id="brands-all" className="content-page__section-title">
            {t("contentPages.brands.all")}
          </h2>
          <ul className="brand-list">
            {all.map((brand) => (
              <li key={brand.code}>
                <Link to={to(brandListingHref(brand.code))}>
                  <span className="brand-list__name">{brand.name}</span>
                  <span className="brand-list__count">{t("contentPages.brands.articles", { count: brand.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
