// The thank-you page: the order just sent (number and delivery), or a word that there is none.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DatedLines } from "~/cart/DeliveryDate";
import { JobSiteText } from "~/checkout/JobSite";
import type { loadThankYouPage } from "~/checkout/thankyou-page.server";
import { useLocalePath, useReaderContext } from "~/platform/i18n";

export function ThankYouPage() {
  const { order } = useLoaderData<typeof loadThankYouPage>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const to = useLocalePath();
  return (
    <div className="thankyou">
      <h1>{t("thankyou.title")}</h1>
      {order ? (
        <>
          <p className="notice notice--ok" role="status">
            {t("thankyou.completed", reader)}
          </p>
          <p className="thankyou__number" data-testid="order-number">
            {t("thankyou.number", { number: order.number })}
          </p>
          <p>{order.deliveryType === "PICKUP_HEADQUARTER" ? t("thankyou.deliveryPickup", reader) : t("thankyou.deliveryShipping", reader)}</p>
          {order.jobSite ? (
            <p className="thankyou__job-site">
              {t("jobSite.label")}: <JobSiteText site={order.jobSite} />
            </p>
          ) : null}
          <DatedLines lines={order.deliveryDates} />
        </>
      ) : (
        <p className="notice">{t("thankyou.none")}</p>
      )}
      <p className="thankyou__links">
        <Link className="button" to={to("/pages/orders")}>
          {t("thankyou.orders", reader)}
        </Link>
        <Link to={to("/shop")}>{t("thankyou.continue")}</Link>
      </p>
    </div>
  );
}
