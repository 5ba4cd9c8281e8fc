// The latest-order modal itself (LatestOrdersDialog.tsx): a <dialog> that only JavaScript can open,
// so its module loads after hydration, and the list's code (LatestOrdersList.tsx) when it opens.
import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { DIALOG_ID, LATEST_ORDERS_PAGE, loadList, type LatestOrdersState } from "~/catalog/latest-orders";
import { Dialog, openModal } from "~/ui/Dialog";
import { useLocalePath } from "~/platform/i18n";

const LatestOrdersList = lazy(loadList);

export default function LatestOrdersModal({ state }: { state: LatestOrdersState }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  // Opened before this module had loaded (the tab's click asked for it): open now.
  useEffect(() => {
    if (state.kind !== "idle") openModal(DIALOG_ID);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Dialog id={DIALOG_ID} title={t("shop.latest.title")} closeTo={pathname + search} wide busy={state.kind === "loading"}>
      {state.kind === "loading" ? <p role="status">{t("shop.loading")}</p> : null}
      {state.kind === "failed" ? <p role="alert">{t("shop.latest.failed")}</p> : null}
      {state.kind === "list" && state.products.length === 0 ? <p>{t("shop.empty")}</p> : null}
      {state.kind === "list" && state.products.length > 0 ? (
        <Suspense fallback={<p role="status">{t("shop.loading")}</p>}>
          <LatestOrdersList
            products={state.products}
            prices={state.prices}
            priceView={state.priceView}
            wishlisted={state.wishlisted}
            lastOrdered={state.lastOrdered}
          />
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
