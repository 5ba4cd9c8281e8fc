// The coupon code field; the ERP's answer comes back in the fetcher's data, or without JavaScript
// as a toast (applied) or on the re-rendered cart page (refused). It posts to the cart page, whose
// action is the cart action.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CartHiddenFields } from "~/cart/CartHiddenFields";
import { CouponSchema } from "~/cart/forms";
import type { CartActionAnswer } from "~/cart/messages";
import { cartFetcherKey } from "~/cart/optimistic";
import { useCartMessageText } from "~/cart/useCartMessage";
import { ErrorList, Field } from "~/shell/form";

export function CouponForm({ current, action }: { current: { code: string; description: string } | null; action: string }) {
  const { t } = useTranslation();
  const messageText = useCartMessageText();
  const fetcher = useFetcher<CartActionAnswer>({ key: cartFetcherKey("coupon") });
  const [form, fields] = useForm<z.input<typeof CouponSchema>>({
    id: "cart-coupon",
    constraint: getZodConstraint(CouponSchema),
    defaultValue: { code: current?.code ?? "" },
  });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const said = answer?.messages.map(messageText) ?? [];
  return (
    <section className="cart-coupon" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">{t("cartPage.coupon.title")}</h2>
      {current ? <p className="notice notice--ok">{t("cartPage.coupon.current", current)}</p> : null}
      <fetcher.Form method="post" action={action} {...getFormProps(form)} className="inline-form">
        <CartHiddenFields intent="coupon" />
        <Field meta={fields.code} label={t("cartPage.coupon.label")} autoComplete="off" />
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
