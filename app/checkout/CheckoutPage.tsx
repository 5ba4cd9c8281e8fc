// The checkout: the delivery choice ("check the order" asks the ERP for a preview, kept until sent),
// the summary with the totals of the delivery chosen, the check's date and anomalies, and the form
// that sends the checked order once. An empty cart or
// one the rules block says why, with the way back to the cart.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "~/platform/hydration";
import { useTranslation } from "react-i18next";
import { CartAnomalies } from "~/cart/CartAnomalies";
import type { z } from "zod";
import { RenderedForFields, CART_PATH, useCartMessageText } from "~/cart/cart";
import { DatedLines } from "~/cart/DeliveryDate";
import { MinOrderNotice } from "~/cart/MinOrderNotice";
import { PlafondNotice } from "~/cart/PlafondNotice";
import type { actOnCheckout, CheckoutAnswer, loadCheckoutPage } from "~/checkout/checkout-page.server";
import { JobSiteFields } from "~/checkout/JobSite";
import { PrepareSchema, SendSchema } from "~/checkout/forms";
import type { CheckoutTotals } from "~/checkout/totals";
import { CART } from "~/platform/config";
import { addressLine, formatDay, formatPrice, useLocale, useLocalePath, useReaderContext } from "~/platform/i18n";
import { FieldFrame } from "~/ui/field";
import { ErrorList, Field, RadioGroup } from "~/ui/form";

type CheckoutData = ReturnType<typeof useLoaderData<typeof loadCheckoutPage>>;

export function CheckoutPage() {
  const {
    token,
    delivery,
    cart,
    deliveryDates,
    anomalies,
    totals,
    prices,
    plafond,
    checked,
    checkVoid,
    address,
    pickupWindows,
    notesEnabled,
    jobSites,
  } = useLoaderData<typeof loadCheckoutPage>();
  const answer = useActionData<typeof actOnCheckout>();
  const reader = useReaderContext();
  const { t } = useTranslation();
  const to = useLocalePath();
  const messageText = useCartMessageText();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const [form, fields] = useForm<z.input<typeof PrepareSchema>>({
    id: "checkout-delivery",
    constraint: getZodConstraint(PrepareSchema),
    defaultValue: { deliveryType: delivery },
  });
  // The summary and the header follow the delivery chosen: with JavaScript a choice asks the page
  // again for it (the address keeps it); without, "check the order" does.
  const chosen = fields.deliveryType.value ?? delivery;
  const loading = navigation.state === "loading" && navigation.location.pathname === to("/pages/checkout");
  const onDeliveryChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name !== fields.deliveryType.name) return;
    setSearchParams({ delivery: target.value }, { replace: true, preventScrollReset: true });
  };
  // The check (and the send form) holds for the delivery it was made for only.
  const preview = checked?.deliveryType === chosen ? checked : null;

  const messages = answer?.messages.map(messageText) ?? [];
  const errors = answer && !answer.ok && !answer.outcomeUnknown ? messages : [];
  // Checked is not sent: the note says what is left to do, on every visit until it is sent. A send
  // whose outcome is not known yet points to the orders, where it will show.
  const notice = (
    <>
      <ErrorList errors={errors} alert />
      {answer?.outcomeUnknown ? (
        <p className="notice notice--warn" role="status">
          {messages.join(" ")} <Link to={to("/pages/orders")}>{t("checkout.checkOrders", reader)}</Link>
        </p>
      ) : null}
      {preview ? (
        <p className="notice" role="status">
          {t("checkout.prepared")}
        </p>
      ) : null}
      {checkVoid ? (
        <p className="notice notice--warn" role="status">
          {t("checkout.checkVoid", reader)}
        </p>
      ) : null}
    </>
  );

  if (cart.empty || !cart.canCheckout) {
    return (
      <div className="checkout">
        <h1>{t("checkout.title")}</h1>
        {notice}
        {cart.empty || cart.minOrder.compliant ? (
          <p className="notice notice--warn" role="status">
            {cart.empty ? t("checkout.empty", reader) : t("checkout.blocked")}
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
        <Form method="post" {...getFormProps(form)} className="checkout__delivery" onChange={onDeliveryChange}>
          <RenderedForFields />
          <JavaScriptMarker />
          <JavaScriptMarker />
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
        <section className="checkout__summary" aria-labelledby="checkout-summary-title" aria-busy={loading || undefined}>
          <h2 id="checkout-summary-title">{t("checkout.summaryTitle", reader)}</h2>
          <p>{t("checkout.lines", { count: cart.lineCount })}</p>
          <DatedLines lines={deliveryDates} />
          <CartAnomalies anomalies={anomalies} />
          <Totals totals={totals} prices={prices} pickup={delivery === "PICKUP_HEADQUARTER"} />
          <PlafondNotice remaining={plafond} taxable={totals.net} />
          {preview ? <PreviewNotes preview={preview} /> : null}
          {preview ? (
            <SendOrderForm
              token={token}
              deliveryType={preview.deliveryType}
              notesEnabled={notesEnabled}
              jobSiteChoice={jobSites ? <JobSiteChoice jobSites={jobSites} kept={answer?.jobSite} /> : null}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** Posted once JavaScript runs: a stale tab's refusal then comes back as a toast (servedNowToast). */
function JavaScriptMarker() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
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

/**
 * The checkout's totals (app/checkout/totals.ts); a total the ERP's check does not give is unknown,
 * never 0. In the gross view the goods' gross total comes first, and each figure says net or VAT included.
 */
function Totals({ totals, prices, pickup }: { totals: CheckoutTotals; prices: CheckoutData["prices"]; pickup: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (value: number | null) => (value === null ? t("checkout.totalUnknown") : formatPrice(value, locale));
  const gross = prices.view === "gross";
  return (
    <dl className="cart-totals__list">
      {prices.goodsGross !== null ? (
        <div>
          <dt>{t("cartFigures.goodsGross")}</dt>
          <dd data-testid="checkout-goods-gross">{amount(prices.goodsGross)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("cartPage.totals.net")}</dt>
        <dd>{amount(totals.net)}</dd>
      </div>
      <div>
        <dt>{t(gross ? "cartFigures.shippingNet" : "cartPage.totals.shipping")}</dt>
        <dd data-testid="checkout-transport">
          {pickup ? t("checkout.noTransport") : totals.shipping === 0 ? t("cartPage.totals.free") : amount(totals.shipping)}
        </dd>
      </div>
      <div>
        <dt>{t("cartPage.totals.vat")}</dt>
        <dd>{amount(totals.vat)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{t(gross ? "cartFigures.totalGross" : "cartPage.totals.total")}</dt>
        <dd data-testid="checkout-total">{amount(totals.total)}</dd>
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

/**
 * The order's job site: none, one of the customer's, or a new one typed here (optionally saved to
 * the account). Without JavaScript the new one's fields are always there; with it, once chosen.
 */
function JobSiteChoice({ jobSites, kept }: { jobSites: NonNullable<CheckoutData["jobSites"]>; kept: CheckoutAnswer["jobSite"] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(kept?.input.jobSite ?? "");
  const errors = kept?.errors ?? {};
  const codes = (site: { cig: string; cup: string }) =>
    [site.cig && t("jobSite.codes", { cig: site.cig }), site.cup && t("jobSite.cupCode", { cup: site.cup })].filter(Boolean);
  return (
    <fieldset className="checkout__job-site">
      <legend>{t("jobSite.choice")}</legend>
      <p className="form-hint">{t("jobSite.choiceHint")}</p>
      <FieldFrame id="checkout-job-site" label={t("jobSite.label")} invalid={Boolean(errors.jobSite)}>
        <select
          id="checkout-job-site"
          name="jobSite"
          defaultValue={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-invalid={errors.jobSite ? true : undefined}
          aria-describedby={errors.jobSite ? "checkout-job-site-error" : undefined}
        >
          <option value="">{t("jobSite.none")}</option>
          {jobSites.map((site) => (
            <option key={site.id} value={site.id}>
              {[site.name, ...codes(site)].join(" · ")}
            </option>
          ))}
          <option value="new">{t("jobSite.new")}</option>
        </select>
        <ErrorList id="checkout-job-site-error" errors={errors.jobSite ? [errors.jobSite] : undefined} />
      </FieldFrame>
      {!hydrated || choice === "new" ? (
        <div className="checkout__new-job-site">
          {/* Without JavaScript the fields are always there: the title says when they count. */}
          {hydrated ? null : <p className="checkout__new-job-site-title">{t("jobSite.newTitle")}</p>}
          <JobSiteFields
            idPrefix="checkout-job-site"
            names={{ name: "jobSiteName", cig: "jobSiteCig", cup: "jobSiteCup" }}
            values={kept && { name: kept.input.jobSiteName, cig: kept.input.jobSiteCig, cup: kept.input.jobSiteCup }}
            errors={errors}
            required={false}
          />
          <label className="form-check">
            <input type="checkbox" name="jobSiteSave" defaultChecked={kept?.input.jobSiteSave} />
            <span>{t("jobSite.save")}</span>
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Sends the checked order once: the form's one-time token, the delivery checked, the note and the job site. */
function SendOrderForm({
  token,
  deliveryType,
  notesEnabled,
  jobSiteChoice,
}: {
  token: string;
  deliveryType: string;
  notesEnabled: boolean;
  jobSiteChoice: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof SendSchema>>({ id: "checkout-send", constraint: getZodConstraint(SendSchema) });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  return (
    <Form method="post" {...getFormProps(form)} className="checkout__send">
      <RenderedForFields />
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="deliveryType" value={deliveryType} />
      {jobSiteChoice}
      {notesEnabled ? <Field meta={fields.note} label={t("checkout.note")} rows={3} /> : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("checkout.sending") : t("checkout.send")}
      </button>
    </Form>
  );
}
