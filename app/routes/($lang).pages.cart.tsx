// /pages/cart?tab=active|saved: the active cart (lines, totals, coupon, quick order) or the saved
// carts. Signed-in customers only. Its action is the cart action (the quick order posts here so
// that its line-by-line answer renders on this page without JavaScript).
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cartAction } from "~/cart/action.server";
import { loadActiveCart } from "~/cart/cart.server";
import { CartLines } from "~/cart/CartLines";
import { CartTotals } from "~/cart/CartTotals";
import { CouponForm } from "~/cart/CouponForm";
import type { CartActionAnswer } from "~/cart/messages";
import { applyPending, usePendingCart, useRemovedLines } from "~/cart/optimistic";
import { QuickOrderForm } from "~/cart/QuickOrderForm";
import { SavedCarts } from "~/cart/SavedCarts";
import { useCartMessageText } from "~/cart/useCartMessage";
import { cartView } from "~/cart/view";
import cartStyles from "~/cart/cart.css";
import { createErp } from "~/erp/client.server";
import { requireCustomer } from "~/platform/guards.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocalePath } from "~/shell/useLocale";
import { privatePageMeta } from "~/platform/meta";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { roundCents } from "~/platform/format";
import { CART_PATH, SAVED_CARTS_PATH } from "~/cart/paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "cartPage.title");

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  const customer = await requireCustomer(args.request);
  const tab = new URL(args.request.url).searchParams.get("tab") === "saved" ? "saved" : "active";
  const erp = await getErp(args);
  const fallback = () => createErp({ lang: locale, signal: args.request.signal, customer: { ...customer, cartId: 0 } });
  const [cart, saved] = await guardErp(Promise.all([loadActiveCart(erp, fallback), tab === "saved" ? erp.cart.savedCarts() : null]));
  return data({ tab, cart: cartView(cart), saved }, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}

export const action = (args: ActionFunctionArgs) => cartAction(args, { renderErrors: true });

export default function CartPage() {
  const { tab, cart, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<CartActionAnswer>();
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
      {tab === "saved" ? (
        <SavedCarts saved={saved ?? []} activeIsEmpty={cart.lines.length === 0} />
      ) : (
        <>
          <div className="cart-page__main">
            <div className="cart-page__lines">
              {shown.length === 0 ? (
                <div className="cart-empty">
                  <p>{t("cartPage.empty")}</p>
                  <Link to={to("/shop")}>{t("cartPage.continueShopping")}</Link>
                </div>
              ) : null}
              {/* Lines being removed stay mounted (hidden) until the cart read again lacks them. */}
              {lines.length > 0 ? <CartLines lines={lines} serverQuantities={serverQuantities} hidden={shown.length === 0} /> : null}
            </div>
            <div className="cart-page__side">
              <CartTotals cart={{ ...cart, lines: shown }} optimisticNet={optimisticNet} pending={isPending} />
              <CouponForm current={cart.coupon} action={location.pathname + location.search} />
            </div>
          </div>
          <QuickOrderForm answer={actionData?.quickOrder ?? null} action={location.pathname + location.search} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
