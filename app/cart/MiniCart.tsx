// The header's cart: the number of lines (optimistic while cart forms are pending) and the totals.
// Without JavaScript (and for guests) it is a link to the cart page; with JavaScript it is a button
// that opens a dropdown listing lines, pieces and totals (loaded from /cart/mini when opened, and
// again after every cart change) with a link to the cart page. Opening it closes the added-to-cart
// popups, which would otherwise sit beside it. The dropdown's lines and totals (MiniCartPanel.tsx)
// load with their data, when it first opens.
// Props come from the root loader (loadCartSummary in app/cart/summary.server.ts).
import { Link, useFetcher, useFetchers } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/hydration";
import { closeCartPopups, CART_FETCHER_PREFIX, useOptimisticLineCount, CART_PATH } from "~/cart/cart";
import { usePageCartFigures } from "~/cart/page-cart-figures";
import type { MiniCartData } from "~/cart/summary.server";
import type { CartSummary } from "~/page/shell-data";
import { formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { Icon } from "~/ui/Icon";

const loadPanel = () => import("~/cart/MiniCartPanel");
const MiniCartPanel = lazy(loadPanel);

export function MiniCart({ summary }: { summary: CartSummary | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const hydrated = useHydrated();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ mini: MiniCartData | null }>({ key: "mini-cart" });
  const count = useOptimisticLineCount(summary?.rows ?? []);
  // The checkout totals by the delivery chosen: the header says what its summary says.
  const pageFigures = usePageCartFigures();
  const figures = pageFigures ?? summary;
  const wrapper = useRef<HTMLDivElement>(null);
  const busyCartForms = useFetchers().filter((entry) => entry.key.startsWith(CART_FETCHER_PREFIX) && entry.state !== "idle").length;
  const cartHref = to(CART_PATH);

  // Load on open, and reload when a cart form settles while the panel is open.
  useEffect(() => {
    if (open && busyCartForms === 0) fetcher.load(to("/cart/mini"));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, busyCartForms, summary?.rows.length, summary?.total]);

  useEffect(() => {
    if (!open) return;
    closeCartPopups();
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const mini = fetcher.data?.mini;
  const face = (
    <>
      <span className="header-cart__icon">
        <Icon name="cart" />
        {summary ? (
          <span className="badge" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </span>
      <span className="header-cart__text">
        <span className="header-cart__label">
          {t("header.cart")}
          {summary ? <span className="visually-hidden">: {t("header.cartLines", { count })}</span> : null}
        </span>
        {summary && figures ? (
          <span className="header-cart__totals">
            {t("header.cartNet")} {formatPrice(figures.net, locale)} · {t("header.cartTotal")} {formatPrice(figures.total, locale)}
          </span>
        ) : null}
      </span>
    </>
  );
  return (
    <div className="mini-cart" ref={wrapper}>
      {hydrated && summary ? (
        <button
          type="button"
          className="header-cart mini-cart__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            void loadPanel();
            setOpen((value) => !value);
          }}
        >
          {face}
        </button>
      ) : (
        <Link to={cartHref} className="header-cart">
          {face}
        </Link>
      )}
      {open ? (
        <div className="mini-cart__panel" id={panelId}>
          <Suspense fallback={<p aria-busy="true">…</p>}>
            <MiniCartPanel mini={mini} figures={pageFigures} loading={fetcher.state !== "idle" || fetcher.data === undefined} />
          </Suspense>
          <Link className="button button--primary" to={cartHref} onClick={() => setOpen(false)}>
            {t("miniCart.goToCart")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
