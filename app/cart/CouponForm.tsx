// The coupon code field; the ERP's answer comes back in the fetcher's data, or without JavaScript
// as a toast (applied) or on the re-rendered cart page (refused). It posts to the cart page, whose
// action is the cart action.
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartHiddenFields } from "~/cart/CartHiddenFields";
import type { CartActionAnswer } from "~/cart/messages";
import { cartFetcherKey } from "~/cart/optimistic";
import { useCartMessageText } from "~/cart/useCartMessage";
import { CART } from "~/platform/config";

export function CouponForm({ current, action }: { current: { code: string; description: string } | null; action: string }) {
  const { t } = useTranslation();
  const messageText = useCartMessageText();
  const fetcher = useFetcher<CartActionAnswer>({ key: cartFetcherKey("coupon") });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <section className="cart-coupon" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">{t("cartPage.coupon.title")}</h2>
      {current ? <p className="notice notice--ok">{t("cartPage.coupon.current", current)}</p> : null}
      <fetcher.Form method="post" action={action} className="inline-form">
        <CartHiddenFields intent="coupon" />
        <label htmlFor="coupon-code">{t("cartPage.coupon.label")}</label>
        <input id="coupon-code" name="code" type="text" maxLength={CART.couponMaxLength} autoComplete="off" defaultValue={current?.code ?? ""} />
        <button type="submit" className="button">
          {t("cartPage.coupon.apply")}
        </button>
      </fetcher.Form>
      {answer ? (
        <p className={answer.ok ? "notice notice--ok" : "notice notice--error"} role={answer.ok ? "status" : "alert"}>
          {answer.messages.map(messageText).join(" ")}
        </p>
      ) : null}
    </section>
  );
}
