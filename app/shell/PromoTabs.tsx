// The promo tab strip under the menu. Without JavaScript a horizontally scrollable row of links
// (scroll-snap); with it an embla carousel that moves 8 tabs per page with arrow buttons. Embla is
// loaded after hydration (it is on every page): until then the row stays the scrollable one.
// The latest-order tab links to the full list; for a signed-in customer with JavaScript it opens
// the latest-order modal instead (`onOpenLatestOrders`).
import { PageLink } from "~/shell/client-links";
import type { MouseEvent } from "react";
import type { EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/platform/fixed-i18n";
import { LATEST_ORDERS_PAGE } from "~/catalog/LatestOrdersDialog";
import type { PromoTab } from "~/erp/types";
import { useLazyEmbla } from "~/shell/lazy-embla";
import { isExternalUrl } from "~/shell/menu";
import { useLocalePath } from "~/shell/useLocale";

/** docs/rules.md rule 122: 8 tabs per page (fewer fit on narrow screens; see shell.css). */
const TABS_PER_PAGE = 8;

const CAROUSEL: EmblaOptionsType = {
  align: "start",
  containScroll: "trimSnaps",
  slidesToScroll: "auto",
  breakpoints: { "(min-width: 992px)": { slidesToScroll: TABS_PER_PAGE } },
};

/** Where a tab leads: the latest-order list on /shop, an outside site, or a page of the shop. */
export function promoTabHref(tab: PromoTab): { href: string; external: boolean } {
  if (tab.opensLatestOrders) return { href: LATEST_ORDERS_PAGE, external: false };
  return { href: tab.url, external: isExternalUrl(tab.url) };
}

function TabLink({ tab, onOpenLatestOrders }: { tab: PromoTab; onOpenLatestOrders: ((event: MouseEvent) => void) | null }) {
  const to = useLocalePath();
  const { href, external } = promoTabHref(tab);
  const content = (
    <>
      {tab.icon ? <img src={tab.icon} alt="" width={28} height={28} loading="lazy" /> : null}
      <span>{tab.text}</span>
    </>
  );
  return external ? (
    <a className="promo-tabs__link" href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <PageLink
      className="promo-tabs__link"
      to={to(href)}
      {...(tab.opensLatestOrders && onOpenLatestOrders ? { "aria-haspopup": "dialog" as const, onClick: onOpenLatestOrders } : {})}
    >
      {content}
    </PageLink>
  );
}

export function PromoTabs({
  tabs,
  onOpenLatestOrders,
}: {
  tabs: PromoTab[];
  /** Opens the latest-order modal (signed-in customers only: a guest's tab leads to /shop). */
  onOpenLatestOrders: ((event: MouseEvent) => void) | null;
}) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const embla = useLazyEmbla(viewportRef, CAROUSEL, tabs.length);
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

  if (tabs.length === 0) return null;
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
          <ul className="promo-tabs__list">
            {tabs.map((tab) => (
              <li key={`${tab.text}-${tab.url}`} className="promo-tabs__tab">
                <TabLink tab={tab} onOpenLatestOrders={onOpenLatestOrders} />
              </li>
            ))}
          </ul>
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
