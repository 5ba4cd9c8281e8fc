// With JavaScript, the line an add put in the cart shows in a small dialog next to the form.
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AddedLine } from "~/cart/messages";
import { formatPrice } from "~/catalog/price";
import { useLocale, useLocalePath } from "~/shell/useLocale";

export function CartPopup({ line, notes, onClose }: { line: AddedLine; notes: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="cart-popup" role="dialog" aria-modal="false" aria-labelledby={`cart-popup-${line.sku}`}>
      <p className="cart-popup__title" id={`cart-popup-${line.sku}`}>
        {t("cart.popupTitle")}
      </p>
      <div className="cart-popup__line">
        {line.image ? <img src={line.image} alt="" width={48} height={48} /> : null}
        <div>
          <p className="cart-popup__name">{line.name}</p>
          <p className="cart-popup__meta">
            {line.sku} · {t("cartPage.columns.quantity")}: {line.quantity} · {formatPrice(line.lineTotal, locale)}
          </p>
        </div>
      </div>
      {notes.map((note) => (
        <p key={note} className="cart-popup__note">
          {note}
        </p>
      ))}
      <div className="cart-popup__actions">
        <Link className="button" to={to("/pages/cart?tab=active")}>
          {t("cart.viewCart")}
        </Link>
        <button ref={closeRef} type="button" className="button button--ghost" onClick={onClose}>
          {t("cart.close")}
        </button>
      </div>
    </div>
  );
}
