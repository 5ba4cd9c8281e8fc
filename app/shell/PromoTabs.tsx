// The promo tab strip under the menu. Without JavaScript a horizontally scrollable row of links
// (scroll-snap); after hydration PromoTabsCarousel.tsx, an embla carousel that moves 8 tabs per page
// with arrow buttons. Its code and embla's load only then (the strip is on every page): until they
// are there the row stays the scrollable one.
// The latest-order tab links to the full list; for a signed-in customer with JavaScript it opens
// the latest-order modal instead (`onOpenLatestOrders`).
import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/platform/hydration";
import { useTranslation } from "react-i18next";
import { LATEST_ORDERS_PAGE } from "~/catalog/latest-orders";
import type { PromoTab } from "~/erp/types";
import { isExternalUrl } from "~/ui/menu";
import { useLocalePath } from "~/platform/i18n";

const PromoTabsCarousel = lazy(() => import("~/shell/PromoTabsCarousel"));

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
    <Link
      className="promo-tabs__link"
      to={to(href)}
      {...(tab.opensLatestOrders && onOpenLatestOrders ? { "aria-haspopup": "dialog" as const, onClick: onOpenLatestOrders } : {})}
    >
      {content}
    </Link>
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
  const hydrated = useHydrated();
  if (tabs.length === 0) return null;

  const list = (
    <ul className="promo-tabs__list">
      {tabs.map((tab) => (
        <li key={`${tab.text}-${tab.url}`} className="promo-tabs__tab">
          <TabLink tab={tab} onOpenLatestOrders={onOpenLatestOrders} />
        </li>
      ))}
    </ul>
  );
  const row = (
    <nav className="promo-tabs" aria-label={t("header.promoTabs")}>
      <div className="container promo-tabs__inner">
        <div className="promo-tabs__viewport">{list}</div>
      </div>
    </nav>
  );
  if (!hydrated) return row;
  return (
    <Suspense fallback={row}>
      <PromoTabsCarousel>{list}</PromoTabsCarousel>
    </Suspense>
  );
}
