// Embla for a carousel, loaded after hydration (the promo tabs and the home slider share its chunk):
// until it is there, the carousel stays the row that scrolls and snaps without JavaScript.
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useState, type RefObject } from "react";

/** The carousel on `viewportRef`, made again when the number of slides changes; `options` must not change. */
export function useLazyEmbla(viewportRef: RefObject<HTMLElement>, options: EmblaOptionsType, slideCount: number): EmblaCarouselType | null {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let created: EmblaCarouselType | null = null;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      created = EmblaCarousel(viewport, options);
      setEmbla(created);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      setEmbla(null);
    };
  }, [viewportRef, options, slideCount]);
  return embla;
}
