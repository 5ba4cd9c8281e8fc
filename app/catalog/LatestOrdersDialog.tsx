// The latest-order modal (docs/rules.md rule 122: a promo tab whose url has latest-order-list=true opens it). The tab
// is a link to the full list, /shop?latest-order-list=true: without JavaScript it opens that page;
// with it, the tab opens this dialog and loads the list's first page from /api/latest-orders, and
// the list's code (LatestOrdersList.tsx) at the same time.
import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "~/platform/fixed-i18n";
import type { CardPrice } from "~/catalog/card";
import type { ListingProduct } from "~/catalog/listing.server";
import type { PriceView } from "~/catalog/price";
import { Dialog, openModal } from "~/shell/Dialog";
import { useLocalePath } from "~/shell/useLocale";

export const LATEST_ORDERS_PAGE = "/shop?latest-order-list=true";
const DIALOG_ID = "latest-orders";

const loadList = () => import("~/catalog/LatestOrdersList");
const LatestOrdersList = lazy(loadList);

/** What /api/latest-orders answers. */
export type LatestOrdersAnswer =
  | {
      kind: "list";
      products: ListingProduct[];
      prices: Record<string, CardPrice>;
      wishlisted: string[];
      total: number;
      priceView: PriceView;
    }
  | { kind: "failed" };

type LatestOrdersState = { kind: "idle" } | { kind: "loading" } | LatestOrdersAnswer;

/** The modal's state, and the click handler of the tab: it opens the dialog and loads the list. */
export function useLatestOrders() {
  const to = useLocalePath();
  const [state, setState] = useState<LatestOrdersState>({ kind: "idle" });
  const request = useRef<AbortController | null>(null);
  const open = (event: React.MouseEvent) => {
    if (!openModal(DIALOG_ID)) return;
    event.preventDefault();
    // Each opening shows the list as it is now (an order may have been sent meanwhile).
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ kind: "loading" });
    void loadList();
    fetch(to("/api/latest-orders"), { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => (response.headers.get("Content-Type")?.includes("json") ? ((await response.json()) as LatestOrdersAnswer) : null))
      .then((answer) => setState(answer ?? { kind: "failed" }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "failed" });
      });
  };
  return { state, open };
}

export function LatestOrdersDialog({ state }: { state: LatestOrdersState }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  return (
    <Dialog id={DIALOG_ID} title={t("shop.latest.title")} closeTo={pathname + search} wide busy={state.kind === "loading"}>
      {state.kind === "loading" ? <p role="status">{t("shop.loading")}</p> : null}
      {state.kind === "failed" ? <p role="alert">{t("shop.latest.failed")}</p> : null}
      {state.kind === "list" && state.products.length === 0 ? <p>{t("shop.empty")}</p> : null}
      {state.kind === "list" && state.products.length > 0 ? (
        <Suspense fallback={<p role="status">{t("shop.loading")}</p>}>
          <LatestOrdersList products={state.products} prices={state.prices} priceView={state.priceView} wishlisted={state.wishlisted} />
        </Suspense>
      ) : null}
      {state.kind === "list" || state.kind === "failed" ? (
        <p className="dialog__footer">
          <Link to={to(LATEST_ORDERS_PAGE)}>{t("shop.latest.openPage")}</Link>
        </p>
      ) : null}
    </Dialog>
  );
}
