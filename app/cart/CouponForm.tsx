// The coupon code field; the ERP's answer comes back in the fetcher's data, or without JavaScript
// as a toast (applied) or on the re-rendered cart page (refused). It posts to the cart page, whose
// action is the cart action.
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartHiddenFields, cartFetcherKey, useCartMessageText } from "~/cart/cart";
import type { CartActionAnswer } from "~/cart/messages";
import { CART } from "~/platform/config";
import { ErrorList, PlainTextField } from "~/ui/field";

export function CouponForm({ current, action }: { current: { code: string; description: string } | null; action: string }) {
  const { t } = useTranslation();
  const messageText = useCartMessageText();
  const fetcher = useFetcher<CartActionAnswer>({ key: cartFetcherKey("coupon") });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const said = answer?.messages.map(messageText) ?? [];
  return (
    <section className="cart-coupon" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">{t("cartPage.coupon.title")}</h2>
      {current ? <p className="notice notice--ok">{t("cartPage.coupon.current", current)}</p> : null}
      {/* The action checks the code (CouponSchema); the browser only keeps it within its length. */}
      <fetcher.Form method="post" action={action} id="cart-coupon" noValidate className="inline-form">
        <CartHiddenFields intent="coupon" />
        <PlainTextField
          form="cart-coupon"
          name="code"
          label={t("cartPage.coupon.label")}
          maxLength={CART.couponMaxLength}
          defaultValue={current?.code}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t("cartPage.coupon.apply")}
        </button>
      </fetcher.Form>
      {answer?.ok ? (
        <p className="notice notice--ok" role="status">
          {said.join(" ")}
        </p>
      ) : (
        <ErrorList errors={said} alert />
      )}
    </section>
  );
}
