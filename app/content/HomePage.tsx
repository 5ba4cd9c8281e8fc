// The home page: the slider, the CMS blocks (promotions, categories, departments, brands, flyers)
// and the new arrivals with the caller's prices.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProductCard } from "~/catalog/ProductCard";
import type { loadHomePage } from "~/content/home-page.server";
import { HomeSlider } from "~/content/HomeSlider";
import { CmsLink, FlyerGrid, TileGrid } from "~/content/Tiles";
import type { HomeSlide } from "~/erp/types";
import { useLocalePath } from "~/platform/i18n";

function Section({ id, title, more, children }: { id: string; title: string; more?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-title">
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

function PromoBanners({ banners }: { banners: HomeSlide[] }) {
  return (
    <ul className="promo-banners">
      {banners.map((banner, index) => (
        <li key={`${banner.image}-${index}`}>
          <CmsLink url={banner.url} className="promo-banner">
            {/* The first banner is the largest image of a phone's first screen (its LCP): fetched at once. */}
            <img
              src={banner.image}
              alt=""
              width={1200}
              height={400}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
            />
            <span className="promo-banner__text">
              <span className="promo-banner__title">{banner.title}</span>
              {banner.subtitle ? <span className="promo-banner__subtitle">{banner.subtitle}</span> : null}
            </span>
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  const { home, newArrivals, priceView, signedIn } = useLoaderData<typeof loadHomePage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <HomeSlider slides={home.slides} />
      {home.promoBanners.length > 0 ? (
        <Section id="home-promotions" title={t("content.home.promotions")}>
          <PromoBanners banners={home.promoBanners} />
        </Section>
      ) : null}
      {home.categories.length > 0 ? (
        <Section id="home-categories" title={t("content.home.categories")}>
          <TileGrid tiles={home.categories} variant="category" />
        </Section>
      ) : null}
      <Section id="home-featured" title={t("home.featured")} more={<Link to={to("/shop?new=1")}>{t("home.featuredAll")}</Link>}>
        {signedIn ? null : <p className="notice">{t("home.pricesForGuests")}</p>}
        <ul className="product-grid">
          {newArrivals.products.map((product) => (
            <li key={product.sku}>
              <ProductCard product={product} price={newArrivals.prices[product.sku]} priceView={priceView} />
            </li>
          ))}
        </ul>
      </Section>
      {home.departments.length > 0 ? (
        <Section id="home-departments" title={t("content.home.departments")}>
          <TileGrid tiles={home.departments} variant="department" />
        </Section>
      ) : null}
      {home.brands.length > 0 ? (
        <Section id="home-brands" title={t("content.home.brands")} more={<Link to={to("/pages/brands")}>{t("content.home.allBrands")}</Link>}>
          <TileGrid tiles={home.brands} variant="brand" />
        </Section>
      ) : null}
      {home.flyers.length > 0 ? (
        <Section id="home-flyers" title={t("content.home.flyers")} more={<Link to={to("/pages/flyers")}>{t("content.home.allFlyers")}</Link>}>
          <FlyerGrid flyers={home.flyers} />
        </Section>
      ) : null}
    </div>
  );
}
