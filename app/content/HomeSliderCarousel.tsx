// The home slider once the page is interactive (loaded by HomeSlider.tsx, which renders the slides):
// embla shows one slide at a time and plays every 3 s (paused on hover, on keyboard focus, with the
// pause button, and not at all for readers who ask for reduced motion), with arrows and dots.
import type { EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

const AUTOPLAY_MS = 3000;
const CAROUSEL: EmblaOptionsType = { loop: true };

export default function HomeSliderCarousel({ slideCount, children }: { slideCount: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel(CAROUSEL);
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
    if (!embla || !playing || held || slideCount < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, playing, held, slideCount]);

  const hold = useCallback(() => setHeld(true), []);
  const release = useCallback(() => setHeld(false), []);

  return (
    <section
      className={`slider${embla ? " slider--enhanced" : ""}`}
      aria-roledescription="carousel"
      aria-label={t("content.home.slider")}
      onMouseEnter={hold}
      onMouseLeave={release}
    >
      <div className="slider__viewport" ref={viewportRef} onFocus={hold} onBlur={release} aria-live={playing && !held ? "off" : "polite"}>
        {children}
      </div>
      {embla && slideCount > 1 ? (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t("content.home.pause") : t("content.home.play")}
          >
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
          </button>
          <button type="button" className="slider__button" onClick={() => embla.scrollPrev()} aria-label={t("content.home.previous")}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="slider__dots">
            {Array.from({ length: slideCount }, (_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="slider__dot"
                  aria-label={t("content.home.goToSlide", { index: index + 1 })}
                  aria-current={index === selected ? "true" : undefined}
                  onClick={() => embla.scrollTo(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="slider__button" onClick={() => embla.scrollNext()} aria-label={t("content.home.next")}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
