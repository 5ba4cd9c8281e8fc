// The coupon code field; the ERP's answer comes back as a message (fetcher) or toast (no JS).
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartHiddenFields } from "~/cart/CartHiddenFields";
import type { CartActionAnswer } from "~/cart/messages";
import { cartFetcherKey } from "~/cart/optimistic";
import { useCartMessageText } from "~/cart/useCartMessage";
import { CART } from "~/platform/config";
import { useLocalePath } from "~/shell/useLocale";

export function CouponForm({ current }: { current: { code: string; description: string } | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const messageText = useCartMessageText();
  const fetcher = useFetcher<CartActionAnswer>({ key: cartFetcherKey("coupon") });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <section className="cart-coupon" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">{t("cartPage.coupon.title")}</h2>
      {current ? <p className="notice notice--ok">{t("cartPage.coupon.current", current)}</p> : null}
      <fetcher.Form method="post" action={to("/cart")} className="inline-form">
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
