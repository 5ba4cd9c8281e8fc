// The home page's top slider. Without JavaScript it is a row of slides that scrolls and snaps; with
// JavaScript Embla shows one slide at a time, plays every 3 s (paused on hover, on keyboard focus,
// with the pause button, and not at all for readers who ask for reduced motion), with arrows and dots.
// Embla is loaded after hydration, as the promo tabs do (they share its chunk): until then the row
// stays the scrolling one.
import { Link } from "@remix-run/react";
import type { EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/platform/fixed-i18n";
import type { HomeSlide } from "~/erp/types";
import { useLazyEmbla } from "~/shell/lazy-embla";
import { useLocalePath } from "~/shell/useLocale";

const AUTOPLAY_MS = 3000;
const CAROUSEL: EmblaOptionsType = { loop: true };

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
  const viewportRef = useRef<HTMLDivElement>(null);
  const embla = useLazyEmbla(viewportRef, CAROUSEL, slides.length);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !playing || held || slides.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, playing, held, slides.length]);

  const hold = useCallback(() => setHeld(true), []);
  const release = useCallback(() => setHeld(false), []);

  if (slides.length === 0) return null;
  const controls = embla !== null && slides.length > 1;
  return (
    <section
      className={`slider${embla ? " slider--enhanced" : ""}`}
      aria-roledescription="carousel"
      aria-label={t("content.home.slider")}
      onMouseEnter={hold}
      onMouseLeave={release}
    >
      <div className="slider__viewport" ref={viewportRef} onFocus={hold} onBlur={release}>
        <div className="slider__container" aria-live={playing && !held ? "off" : "polite"}>
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
      </div>
      {controls ? (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t("content.home.pause") : t("content.home.play")}
          >
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
          </button>
          <button type="button" className="slider__button" onClick={() => embla?.scrollPrev()} aria-label={t("content.home.previous")}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="slider__dots">
            {slides.map((slide, index) => (
              <li key={`${slide.image}-${index}`}>
                <button
                  type="button"
                  className="slider__dot"
                  aria-label={t("content.home.goToSlide", { index: index + 1 })}
                  aria-current={index === selected ? "true" : undefined}
                  onClick={() => embla?.scrollTo(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="slider__button" onClick={() => embla?.scrollNext()} aria-label={t("content.home.next")}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
