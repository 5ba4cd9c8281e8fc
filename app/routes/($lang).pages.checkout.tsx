// /pages/checkout: delivery to the selected address or pickup at headquarters; prepare the order
// (ERP preview with totals and anomalies), then send it once; then the thank-you page.
import { randomUUID } from "node:crypto";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import cartStyles from "~/cart/cart.css";
import { erpFailure, loadActiveCart } from "~/cart/cart.server";
import type { CartMessage } from "~/cart/messages";
import { MinOrderNotice } from "~/cart/MinOrderNotice";
import { useCartMessageText } from "~/cart/useCartMessage";
import { addressView, cartSummary, CheckoutFormSchema, DeliverySchema, prepareOrder, type PreviewView } from "~/checkout/checkout.server";
import { checkoutStorage, getCheckoutSession } from "~/checkout/checkout-session.server";
import { sendOrderOnce } from "~/checkout/send.server";
import { checkoutSettings, clockTime } from "~/checkout/settings.server";
import { addressLine, formatDay, formatPrice } from "~/platform/format";
import { createErp } from "~/erp/client.server";
import { CART } from "~/platform/config";
import { localizedPath } from "~/platform/i18n";
import { requireCustomer } from "~/platform/guards.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { getSession, sessionStorage } from "~/platform/session.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocale, useLocalePath } from "~/shell/useLocale";
import { privatePageMeta } from "~/platform/meta";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { CART_PATH } from "~/cart/paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "checkout.title");

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  const customer = await requireCustomer(args.request);
  const erp = await getErp(args);
  const fallback = () => createErp({ lang: locale, signal: args.request.signal, customer: { ...customer, cartId: 0 } });
  const [cart, addresses] = await guardErp(Promise.all([loadActiveCart(erp, fallback), erp.account.addresses()]));
  const deliveryParam = DeliverySchema.safeParse(new URL(args.request.url).searchParams.get("delivery"));
  // One token per checkout attempt, bound to the cart it shows: a reload or the revalidation
  // after "check the order" keeps it, so a send that crosses a reload is never refused. It is
  // replaced only when the cart changed, and dropped once the order is sent.
  const checkout = await getCheckoutSession(args.request);
  const token = checkout.get("cartId") === cart.id ? (checkout.get("token") ?? randomUUID()) : randomUUID();
  checkout.set("token", token);
  checkout.set("cartId", cart.id);
  const settings = checkoutSettings();
  const pickupWindows = settings.pickupWindows[locale].map((window) => ({
    day: window.day,
    orderBefore: clockTime(window.orderBefore, locale),
    from: clockTime(window.from, locale),
    to: clockTime(window.to, locale),
  }));
  return data(
    {
      token,
      delivery: deliveryParam.success ? deliveryParam.data : "SHIPPING_GOOD",
      cart: cartSummary(cart),
      address: addressView(addresses, customer.addressCode),
      pickupWindows,
      notesEnabled: settings.orderNotesEnabled,
    },
    { headers: { "Set-Cookie": await checkoutStorage().commitSession(checkout), "Cache-Control": CACHE_CONTROL.private } },
  );
}

type CheckoutAnswer = { preview?: PreviewView; messages: CartMessage[]; ok: boolean };

export async function action(args: ActionFunctionArgs) {
  const locale = requireLocale(args.params);
  const customer = await requireCustomer(args.request);
  const form = await args.request.formData();
  const parsed = CheckoutFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<CheckoutAnswer>({ ok: false, messages: [{ kind: "error", key: "cartPage.messages.invalidForm" }] }, { status: 400 });
  }
  const input = parsed.data;
  const checkout = await getCheckoutSession(args.request);
  const cartId = checkout.get("cartId") ?? 0;
  if (input.intent === "prepare") {
    const erp = createErp({ lang: locale, signal: args.request.signal, customer: { ...customer, cartId } });
    try {
      const preview = await prepareOrder(erp, input.deliveryType);
      return data<CheckoutAnswer>({ ok: true, preview, messages: [{ kind: "info", key: "checkout.prepared" }] });
    } catch (error) {
      const failure = erpFailure(error);
      return data<CheckoutAnswer>({ ok: false, messages: failure.messages }, { status: 422 });
    }
  }

  // Send: the token must be the one this browser was given (a resubmitted old form is refused). The
  // second post of a double click may leave after the first one's answer changed the cookie: it
  // names the order just sent, so it lands on the same thank-you page.
  if (checkout.get("token") !== input.token) {
    if (checkout.get("lastOrder")?.token === input.token) return redirect(localizedPath(locale, "/pages/thankyou"), 303);
    return data<CheckoutAnswer>({ ok: false, messages: [{ kind: "error", key: "checkout.tokenExpired" }] }, { status: 409 });
  }
  try {
    const order = await sendOrderOnce({
      lang: locale,
      customer,
      token: input.token,
      cartId,
      deliveryType: input.deliveryType,
      note: checkoutSettings().orderNotesEnabled ? input.note : "",
    });
    checkout.unset("token");
    checkout.unset("cartId");
    checkout.set("lastOrder", { ...order, deliveryType: input.deliveryType, token: input.token });
    const session = await getSession(args.request);
    session.set("cartId", 0);
    const headers = new Headers();
    headers.append("Set-Cookie", await checkoutStorage().commitSession(checkout));
    headers.append("Set-Cookie", await sessionStorage().commitSession(session));
    return redirect(localizedPath(locale, "/pages/thankyou"), { status: 303, headers });
  } catch (error) {
    const failure = erpFailure(error);
    return data<CheckoutAnswer>({ ok: false, messages: failure.messages }, { status: 422 });
  }
}

function PickupWindows({ windows }: { windows: Array<{ orderBefore: string; day: "same" | "next"; from: string; to: string }> }) {
  const { t } = useTranslation();
  return (
    <ul className="checkout__windows">
      {windows.map((window) => (
        <li key={`${window.orderBefore}-${window.day}`}>
          {t(window.day === "same" ? "checkout.pickupWindowSame" : "checkout.pickupWindowNext", {
            before: window.orderBefore,
            from: window.from,
            to: window.to,
          })}
        </li>
      ))}
    </ul>
  );
}

export default function CheckoutPage() {
  const { token, delivery, cart, address, pickupWindows, notesEnabled } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CheckoutAnswer | undefined;
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigation = useNavigation();
  const messageText = useCartMessageText();
  const [chosen, setChosen] = useState(answer?.preview?.deliveryType ?? delivery);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const preview = answer?.preview && answer.preview.deliveryType === chosen ? answer.preview : null;
  // A total the ERP's preview does not give is unknown: say so, never show 0.
  const amount = (value: number | null) => (value === null ? t("checkout.totalUnknown") : formatPrice(value, locale));

  const notice =
    answer && answer.messages.length > 0 ? (
      // Checked is not sent: the note after "check the order" is neutral and says what is left to do.
      <p className={answer.ok ? "notice" : "notice notice--error"} role={answer.ok ? "status" : "alert"}>
        {answer.messages.map(messageText).join(" ")}
      </p>
    ) : null;

  if (cart.empty || !cart.canCheckout) {
    return (
      <div className="checkout">
        <h1>{t("checkout.title")}</h1>
        {notice}
        {cart.empty || cart.minOrder.compliant ? (
          <p className="notice notice--warn" role="status">
            {cart.empty ? t("checkout.empty") : t("checkout.blocked")}
          </p>
        ) : (
          <MinOrderNotice minOrder={cart.minOrder} />
        )}
        <Link to={to(CART_PATH)}>{t("checkout.backToCart")}</Link>
      </div>
    );
  }

  return (
    <div className="checkout">
      <h1>{t("checkout.title")}</h1>
      {notice}
      <div className="checkout__grid">
        <Form method="post" className="checkout__delivery">
          <fieldset>
            <legend>{t("checkout.deliveryTitle")}</legend>
            <div className="checkout__option">
              <input
                id="delivery-shipping"
                type="radio"
                name="deliveryType"
                value="SHIPPING_GOOD"
                checked={chosen === "SHIPPING_GOOD"}
                onChange={() => setChosen("SHIPPING_GOOD")}
              />
              <label htmlFor="delivery-shipping">{t("checkout.shipping")}</label>
              {address ? (
                <dl className="checkout__address">
                  <dt>{t("checkout.address")}</dt>
                  <dd>
                    {address.label ? (
                      <>
                        {address.label}
                        <br />
                      </>
                    ) : null}
                    {addressLine(address)}
                  </dd>
                  <dt>{t("checkout.paymentMethod")}</dt>
                  <dd>{address.paymentMethod || t("checkout.notAvailable")}</dd>
                  <dt>{t("checkout.carrier")}</dt>
                  <dd>{address.carrier || t("checkout.notAvailable")}</dd>
                  <dt>{t("checkout.freightTerms")}</dt>
                  <dd>{address.freightTerms || t("checkout.notAvailable")}</dd>
                </dl>
              ) : null}
              <p>{t("checkout.deliveryDays", { days: CART.deliveryBusinessDays, support: CART.supportDaysPerWeek })}</p>
            </div>
            <div className="checkout__option">
              <input
                id="delivery-pickup"
                type="radio"
                name="deliveryType"
                value="PICKUP_HEADQUARTER"
                checked={chosen === "PICKUP_HEADQUARTER"}
                onChange={() => setChosen("PICKUP_HEADQUARTER")}
              />
              <label htmlFor="delivery-pickup">{t("checkout.pickup")}</label>
              <PickupWindows windows={pickupWindows} />
            </div>
          </fieldset>
          <button type="submit" name="intent" value="prepare" className="button">
            {t("checkout.prepare")}
          </button>
        </Form>
        <section className="checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t("checkout.summaryTitle")}</h2>
          <p>{t("checkout.lines", { count: cart.lineCount })}</p>
          <dl className="cart-totals__list">
            <div>
              <dt>{t("cartPage.totals.net")}</dt>
              <dd>{amount(preview ? preview.totals.net : cart.net)}</dd>
            </div>
            <div>
              <dt>{t("cartPage.totals.shipping")}</dt>
              <dd data-testid="checkout-transport">
                {(preview ? preview.totals.transport : cart.shipping) === 0
                  ? t("cartPage.totals.free")
                  : amount(preview ? preview.totals.transport : cart.shipping)}
              </dd>
            </div>
            <div>
              <dt>{t("cartPage.totals.vat")}</dt>
              <dd>{amount(preview ? preview.totals.vat : cart.vat)}</dd>
            </div>
            <div className="cart-totals__total">
              <dt>{t("cartPage.totals.total")}</dt>
              <dd>{amount(preview ? preview.totals.total : cart.total)}</dd>
            </div>
          </dl>
          {preview ? (
            <>
              {preview.shippingDate ? (
                <p>
                  {t("checkout.shippingDate", {
                    date: formatDay(preview.shippingDate, locale),
                  })}
                </p>
              ) : null}
              {preview.anomalies.length > 0 ? (
                <div className="notice notice--warn">
                  <p>{t("checkout.anomaliesTitle")}</p>
                  <ul>
                    {preview.anomalies.map((anomaly) => (
                      <li key={`${anomaly.sku}-${anomaly.message}`}>
                        {anomaly.sku}: {anomaly.message}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <Form method="post" className="checkout__send">
                <input type="hidden" name="intent" value="send" />
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="deliveryType" value={preview.deliveryType} />
                {notesEnabled ? (
                  <div className="field">
                    <label htmlFor="order-note">{t("checkout.note")}</label>
                    <textarea id="order-note" name="note" rows={3} maxLength={CART.orderNoteMaxLength} />
                  </div>
                ) : null}
                <button type="submit" className="button button--primary" disabled={sending}>
                  {sending ? t("checkout.sending") : t("checkout.send")}
                </button>
              </Form>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
