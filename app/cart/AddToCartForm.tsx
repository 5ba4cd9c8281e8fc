// The add-to-cart form of every product surface (cards, product page, children table, latest-order
// list). A plain POST to the cart action, so it works without JavaScript; the cart feature may
// enhance it. The article's promotion is re-read on the server: the form's values are only a hint.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/shell/useLocale";

export interface AddToCartFormProps {
  sku: string;
  /** Quantities must be multiples of this (the packaging). */
  packagingMultiple: number;
  orderable: boolean;
  promoCode?: string;
  promoRow?: string;
  /** "card" and "row" are compact; "page" is the product page's large form. */
  variant?: "card" | "row" | "page";
}

export function AddToCartForm({ sku, packagingMultiple, orderable, promoCode, promoRow, variant = "card" }: AddToCartFormProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const step = Math.max(1, Math.trunc(packagingMultiple) || 1);
  const quantityId = `qty-${variant}-${sku}`;
  return (
    <Form method="post" action={to("/cart")} className={`add-to-cart add-to-cart--${variant}`}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={sku} />
      {promoCode && promoCode !== "0" ? <input type="hidden" name="promoCode" value={promoCode} /> : null}
      {promoRow && promoRow !== "0" ? <input type="hidden" name="promoRow" value={promoRow} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
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
        {t("cart.add")}
      </button>
    </Form>
  );
}
