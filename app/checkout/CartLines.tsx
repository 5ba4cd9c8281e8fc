// The cart's lines: image, article (code and name, what the ERP can deliver of a quantity it
// cannot deliver in full, and when: LineDeliveryDate), quantity with stepper, prices, promotion, total, remove.
// Each line's forms are keyed fetchers (optimistic with JavaScript), plain POSTs without. A line
// being removed stays mounted but hidden (its forms keep their answers) until the cart read again
// no longer has it; a refused removal shows the line again with the ERP's message. On narrow
// screens the table becomes one card per line and each figure carries its label.
import { useFetcher } from "@remix-run/react";
import { useEffect, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CartHiddenFields, askedLineChange, cartFetcherKey, holdRemoval, releaseRemoval, useCartMessageText } from "~/cart/cart";
import type { CartDelivery } from "~/cart/delivery-dates";
import { LineDeliveryDate } from "~/cart/LineDeliveryDate";
import { CartLineNotesView, type CartLineNotes } from "~/checkout/CartLineNotes";
import type { CartActionAnswer } from "~/cart/messages";
import type { CartLineView } from "~/cart/view";
import type { CardPrice } from "~/catalog/card";
import { cartLineInView, type PriceView } from "~/platform/price";
import { formatPrice, useLocale, useLocalePath } from "~/platform/i18n";

export type ShownCartLine = CartLineView & { removing: boolean };

/** A figure's cell: its column name shows beside the value where the table is shown as cards. */
function Figure({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  return (
    <td className={`cart-line__figure ${className}`}>
      <span className="cart-line__label">{label}</span>
      <span className="cart-line__value">{children}</span>
    </td>
  );
}

/** The ERP's notes on the lines (by row id) and the prices of their alternatives. */
export interface LineNotes {
  byRow: Record<string, CartLineNotes>;
  prices: Record<string, CardPrice>;
  priceView: PriceView;
}

function LineRow({
  line,
  serverQuantity,
  delivery,
  notes,
  view,
}: {
  line: ShownCartLine;
  serverQuantity: number;
  delivery: CartDelivery | null;
  notes: LineNotes;
  view: PriceView;
}) {
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
  const refused = answers.some((answer) => !answer.ok);
  useEffect(() => {
    if (refused) releaseRemoval(line.rowId);
  }, [refused, line.rowId]);
  const inputId = `cart-qty-${line.rowId}`;
  // In the gross view every figure says which it is; the net view is the cart as it always read.
  const shown = cartLineInView(line, view);
  const figureNote = view === "gross" ? <small>{t(shown.view === "gross" ? "cartFigures.gross" : "cartFigures.net")}</small> : null;
  const pending = update.state !== "idle";
  // A quantity of 0 (typed, or the minus step of the last pack) removes the line.
  const onUpdate = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (askedLineChange(new FormData(event.currentTarget, submitter))?.quantity === 0) holdRemoval(line.rowId);
  };
  return (
    <tr className="cart-line" data-sku={line.sku} aria-busy={pending || undefined} hidden={line.removing}>
      <td className="cart-line__image">{line.image ? <img src={line.image} alt="" width={72} height={72} loading="lazy" /> : null}</td>
      <td className="cart-line__article">
        <span className="cart-line__code">{line.sku}</span>
        <span className="cart-line__name">{line.name}</span>
        {line.packagingMultiple > 1 ? <small>{t("cartPage.packaging", { multiple: line.packagingMultiple })}</small> : null}
        {/* The ERP's word on the quantity the cart holds (a change on its way is not judged yet). */}
        {line.shortage && line.quantity === serverQuantity ? (
          <span className="cart-line__shortage">{t("cartPage.shortage", line.shortage)}</span>
        ) : null}
        <LineDeliveryDate rowId={line.rowId} name={line.name} delivery={delivery?.lines[line.rowId]} />
        <CartLineNotesView name={line.name} notes={notes.byRow[line.rowId]} prices={notes.prices} priceView={notes.priceView} />
        {answers.map((answer, index) => (
          <span key={index} className={answer.ok ? "cart-line__note" : "cart-line__error"} role={answer.ok ? "status" : "alert"}>
            {answer.messages.map(messageText).join(" ")}
          </span>
        ))}
      </td>
      <td className="cart-line__quantity">
        {/* noValidate: off-pack quantities reach the shop's round-up (see AddToCartForm). */}
        <update.Form method="post" action={to("/cart")} className="stepper" noValidate onSubmit={onUpdate}>
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
      <Figure className="cart-line__price" label={t("cartPage.columns.unitPrice")}>
        {formatPrice(shown.unit, locale)}
        {figureNote}
        {shown.view === "net" && line.listPrice > line.unitPrice ? (
          <small>{t("cartPage.listPrice", { price: formatPrice(line.listPrice, locale) })}</small>
        ) : null}
      </Figure>
      <Figure className="cart-line__discount" label={t("cartPage.columns.discount")}>
        {shown.view === "net" && line.discountPercent > 0 ? `−${line.discountPercent}%` : "—"}
      </Figure>
      <Figure className="cart-line__promo" label={t("cartPage.columns.promotion")}>
        {line.promoCode ? t("cartPage.promotion", { code: line.promoCode }) : t("cartPage.noPromotion")}
      </Figure>
      <Figure className="cart-line__total" label={t("cartPage.columns.total")}>
        {formatPrice(shown.amount, locale)}
        {figureNote}
        {shown.net !== null ? <small>{t("cartFigures.netAmount", { amount: formatPrice(shown.net, locale) })}</small> : null}
      </Figure>
      <td className="cart-line__remove">
        <remove.Form method="post" action={to("/cart")} onSubmit={() => holdRemoval(line.rowId)}>
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

export function CartLines({
  lines,
  serverQuantities,
  hidden,
  delivery,
  notes,
  view,
}: {
  lines: ShownCartLine[];
  serverQuantities: Map<string, number>;
  hidden: boolean;
  delivery: CartDelivery | null;
  notes: LineNotes;
  view: PriceView;
}) {
  const { t } = useTranslation();
  return (
    <table className="cart-lines" hidden={hidden}>
      <caption className="visually-hidden">{t("cartPage.title")}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t("cartPage.columns.image")}</span>
          </th>
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
          <LineRow
            key={line.rowId}
            line={line}
            serverQuantity={serverQuantities.get(line.rowId) ?? line.quantity}
            delivery={delivery}
            notes={notes}
            view={view}
          />
        ))}
      </tbody>
    </table>
  );
}
