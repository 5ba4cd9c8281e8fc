// The home page's top slider. Without JavaScript, and until its carousel's code is there, it is a row
// of slides that scrolls and snaps. After hydration it becomes HomeSliderCarousel.tsx (embla, one
// slide at a time, autoplay, arrows and dots), whose code and embla's load only then, so the home
// page's JavaScript before it is interactive does not carry them.
import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/platform/hydration";
import { useTranslation } from "react-i18next";
import type { HomeSlide } from "~/erp/types";
import { useLocalePath } from "~/platform/i18n";

const HomeSliderCarousel = lazy(() => import("~/content/HomeSliderCarousel"));

function SlideLink({ slide, children }: { slide: HomeSlide; children: React.ReactNode }) {
  const to = useLocalePath();
  if (!slide.url) return <div className="slide__body">{children}</div>;
  if (/^https?:\/\//i.test(slide.url)) {
    return (
      <a className="slide__body" href={slide.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className="slide__body" to={to(slide.url)} prefetch="intent">
      {children}
    </Link>
  );
}

export function HomeSlider({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (slides.length === 0) return null;

  const container = (
    <div className="slider__container">
      {slides.map((slide, index) => (
        <div
          key={`${slide.image}-${index}`}
          className="slide"
          role="group"
          aria-roledescription="slide"
          aria-label={t("content.home.slide", { index: index + 1, count: slides.length })}
        >
          <SlideLink slide={slide}>
            <picture>
              {slide.mobileImage ? <source media="(max-width: 767px)" srcSet={slide.mobileImage} /> : null}
              <img
                src={slide.image}
                alt=""
                width={1200}
                height={400}
                sizes="(min-width: 1440px) 1440px, 100vw"
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                decoding={index === 0 ? "sync" : "async"}
              />
            </picture>
            {slide.title || slide.subtitle || slide.button ? (
              <span className="slide__caption">
                {slide.title ? <span className="slide__title">{slide.title}</span> : null}
                {slide.subtitle ? <span className="slide__subtitle">{slide.subtitle}</span> : null}
                {slide.button ? <span className="slide__button">{slide.button}</span> : null}
              </span>
            ) : null}
          </SlideLink>
        </div>
      ))}
    </div>
  );
  const row = (
    <section className="slider" aria-roledescription="carousel" aria-label={t("content.home.slider")}>
      <div className="slider__viewport">{container}</div>
    </section>
  );
  if (!hydrated) return row;
  return (
    <Suspense fallback={row}>
      <HomeSliderCarousel slideCount={slides.length}>{container}</HomeSliderCarousel>
    </Suspense>
  );
}
