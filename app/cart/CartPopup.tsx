// With JavaScript, the line an add put in the cart shows in a small confirmation in a corner of the
// window (a toast, not a dialog): it covers neither the form's neighbours nor the header cart,
// closes by itself after CART.addedPopupMs unless the pointer or the focus is on it, and closes
// when the header cart opens or another add shows its own. The form's live region announces it.
// AddToCartForm loads this module when an add is submitted (their close signal: app/cart/cart.tsx).
import { Link } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import type { AddedLine } from "~/cart/messages";
import { formatPrice, useLocale, useLocalePath, useReaderContext } from "~/platform/i18n";
import { CART } from "~/platform/config";
import { CART_PATH, CLOSE_CART_POPUPS_EVENT as CLOSE_EVENT, closeCartPopups } from "~/cart/cart";

export function CartPopup({ line, notes, onClose }: { line: AddedLine; notes: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const reader = useReaderContext();
  const titleId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    closeCartPopups(); // one at a time: the newest
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener(CLOSE_EVENT, onClose);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener(CLOSE_EVENT, onClose);
      window.removeEventListener("keydown", onKey);
    };
  }, [onClose]);

  useEffect(() => {
    if (hovered || focused) return;
    const timer = setTimeout(onClose, CART.addedPopupMs);
    return () => clearTimeout(timer);
  }, [hovered, focused, onClose]);

  return createPortal(
    <section
      className="cart-popup"
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <p className="cart-popup__title" id={titleId}>
        {t("cart.popupTitle", reader)}
      </p>
      <div className="cart-popup__line">
        {line.image ? <img src={line.image} alt="" width={48} height={48} /> : null}
        <div>
          <p className="cart-popup__name">{line.name}</p>
          <p className="cart-popup__meta">
            {line.sku} · {t("cart.quantity")}: {line.quantity} · {formatPrice(line.lineTotal, locale)}
          </p>
        </div>
      </div>
      {notes.map((note) => (
        <p key={note} className="cart-popup__note">
          {note}
        </p>
      ))}
      <div className="cart-popup__actions">
        <Link className="button" to={to(CART_PATH)}>
          {t("cart.viewCart")}
        </Link>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("cart.close")}
        </button>
      </div>
    </section>,
    document.body,
  );
}
