// Totals of the active cart: net, transport (with what is missing to free shipping), VAT, document
// total; in the gross view first the goods' gross total, the sum of the gross lines (goodsGross), and
// every figure labelled net or VAT included; the minimum-order warning; the checkout link (blocked
// when empty or below the minimum).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MinOrderNotice } from "~/cart/MinOrderNotice";
import type { CartView } from "~/cart/view";
import { formatPrice, useLocale, useLocalePath, useReaderContext } from "~/platform/i18n";
import { goodsGross } from "~/platform/price";

export function CartTotals({ cart, optimisticNet, pending }: { cart: CartView; optimisticNet: number; pending: boolean }) {
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  const to = useLocalePath();
  const money = (value: number) => formatPrice(value, locale);
  const gross = cart.priceView === "gross";
  const goods = goodsGross(cart.lines, cart.priceView);
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title" aria-busy={pending || undefined}>
      <h2 id="cart-totals-title">{t("cartPage.totals.title")}</h2>
      <dl>
        {goods !== null ? (
          <div>
            <dt>{t("cartFigures.goodsGross")}</dt>
            <dd data-testid="cart-goods-gross">{money(goods)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("cartPage.totals.net")}</dt>
          <dd data-testid="cart-net">{money(optimisticNet)}</dd>
        </div>
        {cart.coupon ? (
          <div>
            <dt>{t("cartPage.totals.coupon", { code: cart.coupon.code })}</dt>
            <dd>−{money(cart.coupon.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t(gross ? "cartFigures.shippingNet" : "cartPage.totals.shipping")}</dt>
          <dd data-testid="cart-shipping">{cart.totals.shipping > 0 ? money(cart.totals.shipping) : t("cartPage.totals.free")}</dd>
        </div>
        <div>
          <dt>{t("cartPage.totals.vat")}</dt>
          <dd>{money(cart.totals.vat)}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>{t(gross ? "cartFigures.totalGross" : "cartPage.totals.total")}</dt>
          <dd data-testid="cart-total">{money(cart.totals.total)}</dd>
        </div>
      </dl>
      {pending ? <p className="cart-totals__pending">{t("cartPage.totals.updating")}</p> : null}
      {cart.lines.length > 0 ? (
        <p className="cart-totals__shipping-note" data-testid="free-shipping-note">
          {cart.missingForFreeShipping > 0
            ? t("cartPage.totals.freeShippingMissing", { amount: money(cart.missingForFreeShipping) })
            : t("cartPage.totals.freeShippingReached", { amount: money(cart.freeShippingFrom) })}
        </p>
      ) : null}
      <MinOrderNotice minOrder={cart.minOrder} className="cart-totals__min-order" />
      {cart.lines.length === 0 ? (
        <p className="notice">{t("cartPage.checkoutEmpty", reader)}</p>
      ) : cart.canCheckout ? (
        <Link className="button button--primary cart-totals__checkout" to={to("/pages/checkout")}>
          {t("cartPage.checkout")}
        </Link>
      ) : (
        <button type="button" className="button button--primary cart-totals__checkout" disabled>
          {t("cartPage.checkout")}
        </button>
      )}
    </section>
  );
}
