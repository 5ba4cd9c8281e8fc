// The latest-order modal (docs/rules.md rule 122: a promo tab whose url has latest-order-list=true opens it). The tab
// is a link to the full list, /shop?latest-order-list=true: without JavaScript it opens that page;
// with it, the tab opens the dialog (LatestOrdersModal.tsx, whose code loads after hydration: without
// JavaScript it could not open) and loads the list's first page from /api/latest-orders, and the
// list's code (LatestOrdersList.tsx) at the same time.
import { lazy, Suspense, useRef, useState } from "react";
import { useHydrated } from "~/platform/hydration";
import { DIALOG_ID, loadList, type LatestOrdersAnswer, type LatestOrdersState } from "~/catalog/latest-orders";
import { openModal } from "~/ui/Dialog";
import { useLocalePath } from "~/platform/i18n";

const LatestOrdersModal = lazy(() => import("~/catalog/LatestOrdersModal"));

function canOpenModals(): boolean {
  return typeof HTMLDialogElement === "function" && typeof HTMLDialogElement.prototype.showModal === "function";
}

/** The modal's state, and the click handler of the tab: it opens the dialog and loads the list. */
export function useLatestOrders() {
  const to = useLocalePath();
  const [state, setState] = useState<LatestOrdersState>({ kind: "idle" });
  const request = useRef<AbortController | null>(null);
  const open = (event: React.MouseEvent) => {
    // The modal opens now, or when its module has loaded (LatestOrdersModal opens itself then); a
    // browser without modal dialogs follows the tab's link.
    if (!openModal(DIALOG_ID) && !canOpenModals()) return;
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

/** The modal, once the page is hydrated (its module loads then). */
export function LatestOrdersDialog({ state }: { state: LatestOrdersState }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LatestOrdersModal state={state} />
    </Suspense>
  ) : null;
}
