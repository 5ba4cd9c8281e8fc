// The cart's lines: image, code, name, quantity with stepper, prices, promotion, total, remove.
// Each line's forms are keyed fetchers (optimistic with JavaScript), plain POSTs without.
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartHiddenFields } from "~/cart/CartHiddenFields";
import type { CartActionAnswer } from "~/cart/messages";
import { cartFetcherKey } from "~/cart/optimistic";
import { useCartMessageText } from "~/cart/useCartMessage";
import type { CartLineView } from "~/cart/view";
import { formatPrice } from "~/catalog/price";
import { useLocale, useLocalePath } from "~/shell/useLocale";

function LineRow({ line, serverQuantity }: { line: CartLineView; serverQuantity: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const messageText = useCartMessageText();
  const update = useFetcher<CartActionAnswer>({ key: cartFetcherKey(`line-${line.rowId}`) });
  const remove = useFetcher<CartActionAnswer>({ key: cartFetcherKey(`remove-${line.rowId}`) });
  // What the last change of this line said: a refusal, or a note such as "rounded up to the pack".
  const answers = [update, remove]
    .map((fetcher) => (fetcher.state === "idle" && fetcher.data && fetcher.data.messages.length > 0 ? fetcher.data : null))
    .filter((answer): answer is CartActionAnswer => answer !== null);
  const inputId = `cart-qty-${line.rowId}`;
  const pending = update.state !== "idle";
  return (
    <tr className="cart-line" data-sku={line.sku} aria-busy={pending || undefined}>
      <td className="cart-line__image">
        {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" /> : null}
      </td>
      <td className="cart-line__code">{line.sku}</td>
      <td className="cart-line__name">
        <span>{line.name}</span>
        {line.packagingMultiple > 1 ? <small>{t("cartPage.packaging", { multiple: line.packagingMultiple })}</small> : null}
        {answers.map((answer, index) => (
          <span key={index} className={answer.ok ? "cart-line__note" : "cart-line__error"} role={answer.ok ? "status" : "alert"}>
            {answer.messages.map(messageText).join(" ")}
          </span>
        ))}
      </td>
      <td className="cart-line__quantity">
        {/* noValidate: off-pack quantities reach the shop's round-up (see AddToCartForm). */}
        <update.Form method="post" action={to("/cart")} className="stepper" noValidate>
          <CartHiddenFields intent="update" />
          <input type="hidden" name="rowId" value={line.rowId} />
          <input type="hidden" name="current" value={serverQuantity} />
          <input type="hidden" name="multiple" value={line.packagingMultiple} />
          {/* First in the form, so Enter in the field updates (the steppers come after it in the tree). */}
          <button type="submit" className="button button--small stepper__update">
            {t("cartPage.update")}
          </button>
          <button
            type="submit"
            name="step"
            value="-1"
            className="stepper__button stepper__button--minus"
            aria-label={t("cartPage.decrease", { name: line.name })}
          >
            −
          </button>
          <label htmlFor={inputId} className="visually-hidden">
            {t("cartPage.quantityOf", { name: line.name })}
          </label>
          <input
            key={`${line.rowId}-${line.quantity}`}
            id={inputId}
            className="stepper__input"
            type="number"
            name="quantity"
            inputMode="numeric"
            min={0}
            step={line.packagingMultiple}
            defaultValue={line.quantity}
          />
          <button
            type="submit"
            name="step"
            value="1"
            className="stepper__button stepper__button--plus"
            aria-label={t("cartPage.increase", { name: line.name })}
          >
            +
          </button>
        </update.Form>
      </td>
      <td className="cart-line__price">
        {formatPrice(line.unitPrice, locale)}
        {line.listPrice > line.unitPrice ? <small>{t("cartPage.listPrice", { price: formatPrice(line.listPrice, locale) })}</small> : null}
      </td>
      <td className="cart-line__discount">{line.discountPercent > 0 ? `−${line.discountPercent}%` : "—"}</td>
      <td className="cart-line__promo">{line.promoCode ? t("cartPage.promotion", { code: line.promoCode }) : t("cartPage.noPromotion")}</td>
      <td className="cart-line__total">{formatPrice(line.lineTotal, locale)}</td>
      <td className="cart-line__remove">
        <remove.Form method="post" action={to("/cart")}>
          <CartHiddenFields intent="remove" />
          <input type="hidden" name="rowId" value={line.rowId} />
          <button type="submit" className="button button--ghost button--small" aria-label={t("cartPage.removeLine", { name: line.name })}>
            {t("cartPage.remove")}
          </button>
        </remove.Form>
      </td>
    </tr>
  );
}

export function CartLines({ lines, serverQuantities }: { lines: CartLineView[]; serverQuantities: Map<string, number> }) {
  const { t } = useTranslation();
  return (
    <table className="cart-lines">
      <caption className="visually-hidden">{t("cartPage.title")}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t("cartPage.columns.image")}</span>
          </th>
          <th scope="col">{t("cartPage.columns.code")}</th>
          <th scope="col">{t("cartPage.columns.article")}</th>
          <th scope="col">{t("cartPage.columns.quantity")}</th>
          <th scope="col">{t("cartPage.columns.unitPrice")}</th>
          <th scope="col">{t("cartPage.columns.discount")}</th>
          <th scope="col">{t("cartPage.columns.promotion")}</th>
          <th scope="col">{t("cartPage.columns.total")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("cartPage.columns.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <LineRow key={line.rowId} line={line} serverQuantity={serverQuantities.get(line.rowId) ?? line.quantity} />
        ))}
      </tbody>
    </table>
  );
}
