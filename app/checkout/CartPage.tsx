// The cart page: whose the active cart is (client or agent cart), its two tabs; the active cart's lines (with pending changes shown at once), totals,
// coupon and quick order, or the saved carts.
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loadCartPage } from "~/checkout/cart-page.server";
import { CartAnomalies } from "~/cart/CartAnomalies";
import { CartLines } from "~/checkout/CartLines";
import { CartTotals } from "~/cart/CartTotals";
import { CouponForm } from "~/cart/CouponForm";
import { OrderDeliveryDay } from "~/cart/LineDeliveryDate";
import { PlafondNotice } from "~/cart/PlafondNotice";
import type { CartActionAnswer } from "~/cart/messages";
import { applyPending, usePendingCart, useRemovedLines, CART_PATH, SAVED_CARTS_PATH, useCartMessageText } from "~/cart/cart";
import { QuickOrderForm } from "~/cart/QuickOrderForm";
import { SavedCarts } from "~/checkout/SavedCarts";
import { formatPrice, roundCents, useLocale, useLocalePath, useReaderContext } from "~/platform/i18n";

export function CartPage() {
  const { tab, cart, delivery, plafond, notes, checked, checkVoid, kind, proposal, saved } = useLoaderData<typeof loadCartPage>();
  const actionData = useActionData<CartActionAnswer>();
  const reader = useReaderContext();
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const messageText = useCartMessageText();
  const pending = usePendingCart();
  const removed = useRemovedLines(cart.lines.map((line) => line.rowId));
  const lines = applyPending(cart.lines, pending, removed);
  const shown = lines.filter((line) => !line.removing);
  const optimisticNet = roundCents(
    cart.totals.net + shown.reduce((sum, line) => sum + line.lineTotal, 0) - cart.lines.reduce((sum, line) => sum + line.lineTotal, 0),
  );
  const serverQuantities = new Map(cart.lines.map((line) => [line.rowId, line.quantity]));
  const isPending = pending.lineQuantities.size > 0;
  return (
    <div className="cart-page">
      <h1>{t("cartPage.title")}</h1>
      {/* One line always there (ellipsis when too long): the cart's kind never moves the page. */}
      <p className={kind.values ? "cart-kind cart-kind--agent" : "cart-kind"} title={t(kind.key, kind.values)}>
        {t(kind.key, kind.values)}
      </p>
      <nav className="cart-tabs" aria-label={t("cartPage.tabs.label")}>
        <Link to={to(CART_PATH)} aria-current={tab === "active" ? "page" : undefined}>
          {t("cartPage.tabs.active")}
        </Link>
        <Link to={to(SAVED_CARTS_PATH)} aria-current={tab === "saved" ? "page" : undefined}>
          {t("cartPage.tabs.saved")}
        </Link>
      </nav>
      {actionData && !actionData.quickOrder && actionData.messages.length > 0 ? (
        <p className={actionData.ok ? "notice notice--ok" : "notice notice--error"} role="alert">
          {actionData.messages.map(messageText).join(" ")}
        </p>
      ) : null}
      <CheckedOrderNotice checked={checked} checkVoid={checkVoid} />
      {tab === "saved" ? (
        <SavedCarts saved={saved ?? []} activeIsEmpty={cart.lines.length === 0} proposal={proposal} />
      ) : (
        <>
          <div className="cart-page__main">
            <div className="cart-page__lines">
              <CartAnomalies anomalies={(notes?.general ?? []).map((message) => ({ line: null, message }))} />
              {shown.length === 0 ? (
                <div className="cart-empty">
                  <p>{t("cartPage.empty", reader)}</p>
                  <Link to={to("/shop")}>{t("cartPage.continueShopping")}</Link>
                </div>
              ) : null}
              {/* Lines being removed stay mounted (hidden) until the cart read again lacks them. */}
              {lines.length > 0 && notes ? (
                <CartLines
                  lines={lines}
                  serverQuantities={serverQuantities}
                  hidden={shown.length === 0}
                  delivery={delivery}
                  notes={notes}
                  view={cart.priceView}
                />
              ) : null}
            </div>
            <div className="cart-page__side">
              <CartTotals cart={{ ...cart, lines: shown }} optimisticNet={optimisticNet} pending={isPending} />
              <PlafondNotice remaining={plafond} taxable={optimisticNet} />
              {delivery ? <OrderDeliveryDay earliest={delivery.orderEarliest} shippingDay={delivery.shippingDay} /> : null}
              <CouponForm current={cart.coupon} action={location.pathname + location.search} />
              {cart.lines.length > 0 ? (
                <p className="cart-export">
                  <Link to={to("/pages/cart/export.csv")} reloadDocument download className="button button--ghost button--small">
                    {t("cartPage.export.button")}
                  </Link>
                  <small>{t("cartPage.export.hint")}</small>
                </p>
              ) : null}
            </div>
          </div>
          <QuickOrderForm answer={actionData?.quickOrder ?? null} action={location.pathname + location.search} />
        </>
      )}
    </div>
  );
}

/** The order checked and not sent yet, with the way to send it; or that a change of the cart voided the check. */
function CheckedOrderNotice({ checked, checkVoid }: Pick<ReturnType<typeof useLoaderData<typeof loadCartPage>>, "checked" | "checkVoid">) {
  const reader = useReaderContext();
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  if (checkVoid) {
    return (
      <p className="notice notice--warn" role="status">
        {t("cartPage.checked.void", reader)}
      </p>
    );
  }
  if (!checked) return null;
  return (
    <section className="notice cart-checked" aria-labelledby="cart-checked-title">
      <h2 id="cart-checked-title" className="cart-checked__title">
        {t("cartPage.checked.title")}
      </h2>
      <p>
        {t(checked.deliveryType === "PICKUP_HEADQUARTER" ? "cartPage.checked.pickup" : "cartPage.checked.shipping")}
        {checked.total !== null ? ` · ${t("cartPage.checked.total", { total: formatPrice(checked.total, locale) })}` : null}
      </p>
      <Link className="button button--primary" to={to("/pages/checkout")}>
        {t("cartPage.checked.send")}
      </Link>
    </section>
  );
}
