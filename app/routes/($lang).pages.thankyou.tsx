// /pages/thankyou: the order just sent (from the checkout's signed cookie).
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import cartStyles from "~/cart/cart.css";
import { getCheckoutSession } from "~/checkout/checkout-session.server";
import { requireCustomer } from "~/platform/guards.server";
import { requireLocale } from "~/platform/request.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocalePath } from "~/shell/useLocale";
import { privatePageMeta } from "~/platform/meta";
import { CACHE_CONTROL } from "~/platform/cache-control";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "thankyou.title");

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  await requireCustomer(args.request);
  const checkout = await getCheckoutSession(args.request);
  const order = checkout.get("lastOrder") ?? null;
  return data(
    { order: order ? { number: `${order.type}/${order.year}/${order.number}`, deliveryType: order.deliveryType } : null },
    { headers: { "Cache-Control": CACHE_CONTROL.private } },
  );
}

export default function ThankYou() {
  const { order } = useLoaderData<typeof loader>();
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
        <Link className="button" to={to("/pages/orders")}>
          {t("thankyou.orders")}
        </Link>
        <Link to={to("/shop")}>{t("thankyou.continue")}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
