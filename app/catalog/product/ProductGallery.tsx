// The product's pictures. One markup for both cases: the thumbnails are labels of a radio group and
// CSS shows the slide of the checked radio, so choosing a picture works without JavaScript (and with
// the keyboard's arrow keys). With JavaScript the radios are controlled and previous/next buttons
// appear. Give it a `key` per article so a new article starts at its first picture. The first picture is never lazy: it is the page's largest image.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductImage } from "~/erp/types";

/** The stylesheet shows slides 1..MAX_IMAGES (see product.css). */
const MAX_IMAGES = 6;

export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const { t } = useTranslation();
  const name = useId();
  const [active, setActive] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const shown = images.slice(0, MAX_IMAGES);
  useEffect(() => setEnhanced(true), []);

  if (shown.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <p>{t("productPage.gallery.noImage")}</p>
      </div>
    );
  }
  const total = shown.length;
  const go = (step: number) => setActive((current) => (current + step + total) % total);

  return (
    <section className="gallery" aria-label={t("productPage.gallery.label")}>
      {shown.map((_, index) => (
        <input
          key={index}
          type="radio"
          className={`gallery__radio gallery__radio--${index + 1}`}
          name={name}
          id={`${name}-${index}`}
          checked={active === index}
          onChange={() => setActive(index)}
          aria-label={t("productPage.gallery.choose", { number: index + 1, total })}
        />
      ))}
      <div className="gallery__stage">
        {shown.map((image, index) => (
          <a
            key={image.main}
            href={image.original || image.main}
            className={`gallery__slide gallery__slide--${index + 1}`}
            title={t("productPage.gallery.fullSize")}
          >
            <img
              src={image.main}
              srcSet={`${image.gallery} 400w, ${image.main} 600w, ${image.original} 1200w`}
              sizes="(min-width: 992px) 480px, (min-width: 768px) 50vw, 100vw"
              width={600}
              height={600}
              alt={index === 0 ? title : t("productPage.gallery.choose", { number: index + 1, total })}
              loading={index === 0 ? "eager" : "lazy"}
              decoding={index === 0 ? "sync" : "async"}
              {...(index === 0 ? { fetchpriority: "high" } : {})}
            />
          </a>
        ))}
        {enhanced && total > 1 ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--previous"
              onClick={() => go(-1)}
              aria-label={t("productPage.gallery.previous")}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => go(1)} aria-label={t("productPage.gallery.next")}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <div className="gallery__thumbs">
          {shown.map((image, index) => (
            <label key={image.thumb} htmlFor={`${name}-${index}`} className={`gallery__thumb gallery__thumb--${index + 1}`}>
              <img src={image.thumb} width={80} height={80} alt="" loading="lazy" decoding="async" />
            </label>
          ))}
        </div>
      ) : null}
    </section>
  );
}
