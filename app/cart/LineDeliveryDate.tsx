// A cart line's delivery date, as the ERP's availability check gave it: late lines say from when they
// are available; a line without a date says nothing. Under it, a collapsed "change day" disclosure
// asks for a later day (never before the ERP's date). The whole order's later day is OrderDeliveryDay.
// Fetcher forms with JavaScript, plain posts to the cart action without. The date's text: DeliveryDate.tsx.
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartHiddenFields, cartFetcherKey, useCartMessageText } from "~/cart/cart";
import type { LineDelivery } from "~/cart/delivery-dates";
import { DeliveryDateText } from "~/cart/DeliveryDate";
import type { CartActionAnswer } from "~/cart/messages";
import { useLocalePath } from "~/platform/i18n";

/** The form of a later day: for one line (`rowId`) or the whole order. */
export function DeliveryDayForm({ rowId, name, earliest, day }: { rowId?: string; name?: string; earliest: string; day: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const messageText = useCartMessageText();
  const fetcher = useFetcher<CartActionAnswer>({ key: cartFetcherKey(`day-${rowId ?? "order"}`) });
  const inputId = `delivery-day-${rowId ?? "order"}`;
  const answer = fetcher.state === "idle" && fetcher.data && fetcher.data.messages.length > 0 ? fetcher.data : null;
  return (
    <fetcher.Form method="post" action={to("/cart")} className="delivery-day">
      <CartHiddenFields intent="delivery-day" />
      {rowId ? <input type="hidden" name="rowId" value={rowId} /> : null}
      <label htmlFor={inputId}>{name ? t("cartPage.delivery.lineDay", { name }) : t("cartPage.delivery.orderDay")}</label>
      <input key={day} id={inputId} type="date" name="day" min={earliest} defaultValue={day} required />
      <button type="submit" className="button button--small" disabled={fetcher.state !== "idle"}>
        {t("cartPage.delivery.save")}
      </button>
      {answer ? (
        <span className={answer.ok ? "cart-line__note" : "cart-line__error"} role={answer.ok ? "status" : "alert"}>
          {answer.messages.map(messageText).join(" ")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export function LineDeliveryDate({ rowId, name, delivery }: { rowId: string; name: string; delivery: LineDelivery | undefined }) {
  const { t } = useTranslation();
  if (!delivery) return null;
  return (
    <>
      <DeliveryDateText delivery={delivery} />
      <details className="cart-line__day">
        <summary>{t("cartPage.delivery.change")}</summary>
        <DeliveryDayForm rowId={rowId} name={name} earliest={delivery.earliest} day={delivery.day} />
      </details>
    </>
  );
}

/** The whole order's later day, when at least one line has a date. */
export function OrderDeliveryDay({ earliest, shippingDay }: { earliest: string | null; shippingDay: string }) {
  const { t } = useTranslation();
  if (!earliest) return null;
  return (
    <details className="cart-order-day">
      <summary>{t("cartPage.delivery.orderChange")}</summary>
      <DeliveryDayForm earliest={earliest} day={earliest > shippingDay ? earliest : shippingDay} />
    </details>
  );
}
