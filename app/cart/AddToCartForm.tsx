// The add-to-cart form of every product surface (cards, product page, children table, latest-order
// list). A plain POST to the cart action, so it works without JavaScript (303 back with a toast).
// With JavaScript it runs as a keyed fetcher: the header count grows at once (useOptimisticLineCount)
// and the added line shows in a popup, announced by this form's live region; a refusal shows the
// ERP's message here. The promotion and packaging are re-read on the server, so the form posts
// neither.
import { useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { RenderedForFields, cartFetcherKey, useCartMessageText } from "~/cart/cart";
import type { CartActionAnswer } from "~/cart/messages";
import { useReaderContext } from "~/page/useReaderContext";
import { useLocalePath } from "~/platform/i18n";

// Shown only after an add with JavaScript: its code loads when the form is submitted, so that it is
// there when the answer is.
const loadCartPopup = () => import("~/cart/CartPopup");
const CartPopup = lazy(() => loadCartPopup().then((module) => ({ default: module.CartPopup })));

export interface AddToCartFormProps {
  sku: string;
  /** Quantities must be multiples of this (the packaging). */
  packagingMultiple: number;
  orderable: boolean;
  /** "card" and "row" are compact; "page" is the product page's large form. */
  variant?: "card" | "row" | "page";
}

export function AddToCartForm({ sku, packagingMultiple, orderable, variant = "card" }: AddToCartFormProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const hydrated = useHydrated();
  const messageText = useCartMessageText();
  const reader = useReaderContext();
  const fetcher = useFetcher<CartActionAnswer>({ key: cartFetcherKey(`add-${variant}-${sku}`) });
  const [popupOpen, setPopupOpen] = useState(false);
  const step = Math.max(1, Math.trunc(packagingMultiple) || 1);
  const quantityId = `qty-${variant}-${sku}`;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (answer?.ok && answer.added) setPopupOpen(true);
  }, [answer]);
  const close = useCallback(() => setPopupOpen(false), []);

  return (
    <div className={`add-to-cart-wrap add-to-cart-wrap--${variant}`}>
      {/* noValidate: a quantity off the pack (13 for packs of 12) goes to the shop, which rounds it up
          and says so in the customer's language; the browser would refuse it in its own. `step` still
          moves the field's arrows by whole packs. */}
      <fetcher.Form
        method="post"
        action={to("/cart")}
        className={`add-to-cart add-to-cart--${variant}`}
        noValidate
        onSubmit={() => void loadCartPopup()}
      >
        <RenderedForFields />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="multiple" value={step} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <label htmlFor={quantityId} className="visually-hidden">
          {t("cart.quantity")}
        </label>
        <input
          id={quantityId}
          className="add-to-cart__quantity"
          type="number"
          name="quantity"
          inputMode="numeric"
          min={step}
          step={step}
          defaultValue={step}
          required
          disabled={!orderable}
        />
        <button type="submit" className="button add-to-cart__button" disabled={!orderable}>
          {fetcher.state === "idle" ? t("cart.add") : t("cart.adding")}
        </button>
      </fetcher.Form>
      {answer && !answer.ok ? (
        <p className="add-to-cart__error" role="alert">
          {answer.messages.map(messageText).join(" ")}
        </p>
      ) : null}
      {hydrated ? (
        <p className="visually-hidden" role="status">
          {popupOpen && answer?.added ? t("cart.announceAdded", { ...reader, name: answer.added.name, quantity: answer.added.quantity }) : ""}
        </p>
      ) : null}
      {popupOpen && answer?.added ? (
        <Suspense fallback={null}>
          <CartPopup line={answer.added} notes={answer.messages.filter((message) => message.kind === "info").map(messageText)} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
