// The checkout: the delivery choice ("check the order" asks the ERP for a preview), the summary with
// the preview's totals, date and anomalies, and the form that sends the order once. An empty cart or
// one the rules block says why, with the way back to the cart.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageLink } from "~/shell/client-links";
import { useTranslation } from "~/platform/fixed-i18n";
import type { z } from "zod";
import { ForCustomerField } from "~/cart/CartHiddenFields";
import { MinOrderNotice } from "~/cart/MinOrderNotice";
import { CART_PATH } from "~/cart/paths";
import { useCartMessageText } from "~/cart/useCartMessage";
import type { actOnCheckout, loadCheckoutPage } from "~/checkout/checkout-page.server";
import { PrepareSchema, SendSchema } from "~/checkout/forms";
import { CART } from "~/platform/config";
import { addressLine, formatDay, formatPrice } from "~/platform/format";
import { ErrorList, Field, RadioGroup } from "~/shell/form";
import { useLocale, useLocalePath } from "~/shell/useLocale";

type CheckoutData = ReturnType<typeof useLoaderData<typeof loadCheckoutPage>>;

export function CheckoutPage() {
  const { token, delivery, cart, address, pickupWindows, notesEnabled } = useLoaderData<typeof loadCheckoutPage>();
  const answer = useActionData<typeof actOnCheckout>();
  const { t } = useTranslation();
  const to = useLocalePath();
  const messageText = useCartMessageText();
  const [form, fields] = useForm<z.input<typeof PrepareSchema>>({
    id: "checkout-delivery",
    constraint: getZodConstraint(PrepareSchema),
    defaultValue: { deliveryType: answer?.preview?.deliveryType ?? delivery },
  });
  // The preview (and the send form) holds for the delivery it was made for only.
  const chosen = fields.deliveryType.value ?? answer?.preview?.deliveryType ?? delivery;
  const preview = answer?.preview?.deliveryType === chosen ? answer.preview : null;

  const messages = answer?.messages.map(messageText) ?? [];
  // Checked is not sent: the note after "check the order" is neutral and says what is left to do.
  const notice = answer?.outcomeUnknown ? (
    <p className="notice notice--warn" role="status">
      {messages.join(" ")} <PageLink to={to("/pages/orders")}>{t("checkout.checkOrders")}</PageLink>
    </p>
  ) : answer?.ok ? (
    messages.length > 0 ? (
      <p className="notice" role="status">
        {messages.join(" ")}
      </p>
    ) : null
  ) : (
    <ErrorList errors={messages} alert />
  );

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
        <PageLink to={to(CART_PATH)}>{t("checkout.backToCart")}</PageLink>
      </div>
    );
  }

  return (
    <div className="checkout">
      <h1>{t("checkout.title")}</h1>
      {notice}
      <div className="checkout__grid">
        <Form method="post" {...getFormProps(form)} className="checkout__delivery">
          <ForCustomerField />
          <RadioGroup
            meta={fields.deliveryType}
            legend={t("checkout.deliveryTitle")}
            options={[
              { value: "SHIPPING_GOOD", label: t("checkout.shipping"), details: <ShippingDetails address={address} /> },
              { value: "PICKUP_HEADQUARTER", label: t("checkout.pickup"), details: <PickupWindows windows={pickupWindows} /> },
            ]}
          />
          <button type="submit" name="intent" value="prepare" className="button">
            {t("checkout.prepare")}
          </button>
        </Form>
        <section className="checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t("checkout.summaryTitle")}</h2>
          <p>{t("checkout.lines", { count: cart.lineCount })}</p>
          <Totals totals={preview ? { ...preview.totals, shipping: preview.totals.transport } : cart} />
          {preview ? <PreviewNotes preview={preview} /> : null}
          {preview ? <SendOrderForm token={token} deliveryType={preview.deliveryType} notesEnabled={notesEnabled} /> : null}
        </section>
      </div>
    </div>
  );
}

function ShippingDetails({ address }: { address: CheckoutData["address"] }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

function PickupWindows({ windows }: { windows: CheckoutData["pickupWindows"] }) {
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

type Amount = number | null;

/** The cart's totals, or the preview's once checked; a total the ERP's preview does not give is unknown, never 0. */
function Totals({ totals }: { totals: { net: Amount; shipping: Amount; vat: Amount; total: Amount } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (value: Amount) => (value === null ? t("checkout.totalUnknown") : formatPrice(value, locale));
  return (
    <dl className="cart-totals__list">
      <div>
        <dt>{t("cartPage.totals.net")}</dt>
        <dd>{amount(totals.net)}</dd>
      </div>
      <div>
        <dt>{t("cartPage.totals.shipping")}</dt>
        <dd data-testid="checkout-transport">{totals.shipping === 0 ? t("cartPage.totals.free") : amount(totals.shipping)}</dd>
      </div>
      <div>
        <dt>{t("cartPage.totals.vat")}</dt>
        <dd>{amount(totals.vat)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{t("cartPage.totals.total")}</dt>
        <dd>{amount(totals.total)}</dd>
      </div>
    </dl>
  );
}

function PreviewNotes({ preview }: { preview: { shippingDate: string | null; anomalies: Array<{ sku: string; message: string }> } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {preview.shippingDate ? <p>{t("checkout.shippingDate", { date: formatDay(preview.shippingDate, locale) })}</p> : null}
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
    </>
  );
}

/** Sends the checked order once: the form's one-time token, the delivery checked and the note. */
function SendOrderForm({ token, deliveryType, notesEnabled }: { token: string; deliveryType: string; notesEnabled: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof SendSchema>>({ id: "checkout-send", constraint: getZodConstraint(SendSchema) });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  return (
    <Form method="post" {...getFormProps(form)} className="checkout__send">
      <ForCustomerField />
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="deliveryType" value={deliveryType} />
      {notesEnabled ? <Field meta={fields.note} label={t("checkout.note")} rows={3} /> : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("checkout.sending") : t("checkout.send")}
      </button>
    </Form>
  );
}
