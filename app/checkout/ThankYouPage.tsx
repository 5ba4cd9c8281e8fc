// The thank-you page: the order just sent (number and delivery), or a word that there is none.
import { useLoaderData } from "@remix-run/react";
import { PageLink } from "~/shell/client-links";
import { useTranslation } from "~/platform/fixed-i18n";
import type { loadThankYouPage } from "~/checkout/thankyou-page.server";
import { useLocalePath } from "~/shell/useLocale";

export function ThankYouPage() {
  const { order } = useLoaderData<typeof loadThankYouPage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="thankyou">
      <h1>{t("thankyou.title")}</h1>
      {order ? (
        <>
          <p className="notice notice--ok" role="status">
            {t("thankyou.completed")}
          </p>
          <p className="thankyou__number" data-testid="order-number">
            {t("thankyou.number", { number: order.number })}
          </p>
          <p>{order.deliveryType === "PICKUP_HEADQUARTER" ? t("thankyou.deliveryPickup") : t("thankyou.deliveryShipping")}</p>
        </>
      ) : (
        <p className="notice">{t("thankyou.none")}</p>
      )}
      <p className="thankyou__links">
        <PageLink className="button" to={to("/pages/orders")}>
          {t("thankyou.orders")}
        </PageLink>
        <PageLink to={to("/shop")}>{t("thankyou.continue")}</PageLink>
      </p>
    </div>
  );
}
