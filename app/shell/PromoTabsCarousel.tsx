// The promo tab strip once the page is interactive (loaded by PromoTabs.tsx, which renders the tabs):
// an embla carousel that moves 8 tabs per page with arrow buttons.
import type { EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** docs/rules.md rule 122: 8 tabs per page (fewer fit on narrow screens; see shell.css). */
const TABS_PER_PAGE = 8;

const CAROUSEL: EmblaOptionsType = {
  align: "start",
  containScroll: "trimSnaps",
  slidesToScroll: "auto",
  breakpoints: { "(min-width: 992px)": { slidesToScroll: TABS_PER_PAGE } },
};

export default function PromoTabsCarousel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel(CAROUSEL);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    setCanPrev(embla?.canScrollPrev() ?? false);
    setCanNext(embla?.canScrollNext() ?? false);
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);

  return (
    <nav className={`promo-tabs${embla ? " promo-tabs--carousel" : ""}`} aria-label={t("header.promoTabs")}>
      <div className="container promo-tabs__inner">
        {embla ? (
          <button
            type="button"
            className="promo-tabs__arrow"
            onClick={() => embla.scrollPrev()}
            disabled={!canPrev}
            aria-label={t("header.previous")}
          >
            ‹
          </button>
        ) : null}
        <div className="promo-tabs__viewport" ref={viewportRef}>
          {children}
        </div>
        {embla ? (
          <button type="button" className="promo-tabs__arrow" onClick={() => embla.scrollNext()} disabled={!canNext} aria-label={t("header.next")}>
            ›
          </button>
        ) : null}
      </div>
    </nav>
  );
}
