// The account page: the customer's data, their sales agent, the settings and password forms, the delivery addresses.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, useLocalePath } from "~/platform/i18n";
import type { actAccount, loadAccountPage } from "~/account/account-page.server";
import { AccountNav } from "~/account/AccountNav";
import { ChangePasswordSchema } from "~/account/forms";
import { ErrorList, Field } from "~/ui/form";

type Data = ReturnType<typeof useLoaderData<typeof loadAccountPage>>;

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function CustomerData({ customer }: { customer: Data["customer"] }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`account.profile.${key}`);
  return (
    <section className="account-card" aria-labelledby="customer-heading">
      <h2 id="customer-heading">{label("customer")}</h2>
      <Facts
        rows={[
          [label("company"), customer.company],
          [label("code"), customer.code],
          [label("name"), customer.name],
          [label("vat"), customer.vat],
          [label("taxCode"), customer.taxCode],
          [label("address"), customer.address],
          [label("phone"), customer.phone],
          [label("email"), customer.email],
          [label("pec"), customer.pec],
          [label("sdi"), customer.sdi],
          [label("discount"), customer.discount],
          [label("paymentMethod"), customer.paymentMethod],
          [label("freightTerms"), customer.freightTerms],
          [label("carrier"), customer.carrier],
          [label("agent"), customer.agent],
        ]}
      />
    </section>
  );
}

/** The customer's referral agent, reached through the contact page. */
function SalesAgent({ agent }: { agent: NonNullable<Data["referralAgent"]> }) {
  const { t } = useTranslation();
  const reader = useReaderContext();
  const to = useLocalePath();
  return (
    <section className="account-card" aria-labelledby="sales-agent-heading">
      <h2 id="sales-agent-heading">{t("account.salesAgent.heading", reader)}</h2>
      <Facts
        rows={[
          [t("account.salesAgent.name"), agent.name],
          [t("account.salesAgent.code"), agent.code],
        ]}
      />
      <p>
        <Link to={to("/pages/contact-us")}>{t("account.salesAgent.contact")}</Link>
      </p>
    </section>
  );
}

function Addresses({ addresses, selected }: { addresses: Data["addresses"]; selected: string }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`account.profile.${key}`);
  return (
    <section className="account-card account-card--wide" aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">{label("addresses")}</h2>
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.code} className="address-list__item">
            <h3>
              {address.label || address.street}
              {address.code === selected ? <span className="status-badge status-badge--ok">{label("selected")}</span> : null}
            </h3>
            <p>
              {address.street}
              <br />
              {address.place}
            </p>
            <Facts
              rows={[
                [label("addressCode"), address.code],
                [label("agent"), address.agent],
                [label("paymentMethod"), address.paymentMethod],
                [label("freightTerms"), address.freightTerms],
                [label("carrier"), address.carrier],
              ]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a sales agent sees instead of the password form: the customer's credentials are the customer's. */
function CustomerOnlyPassword() {
  const { t } = useTranslation();
  return (
    <section className="account-card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t("account.changePassword.heading")}</h2>
      <p>{t("account.changePassword.customerOnly")}</p>
    </section>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const answer = useActionData<typeof actAccount>();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: answer?.intent === "password" ? answer.result : undefined,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  });
  return (
    <section className="account-card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t("account.changePassword.heading")}</h2>
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="password" />
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <Field meta={fields.currentPassword} label={t("account.changePassword.current")} type="password" autoComplete="current-password" />
        <Field meta={fields.newPassword} label={t("account.changePassword.new")} type="password" autoComplete="new-password" />
        <Field meta={fields.confirmPassword} label={t("account.changePassword.confirm")} type="password" autoComplete="new-password" />
        <button type="submit" className="button">
          {t("account.changePassword.submit")}
        </button>
      </Form>
    </section>
  );
}

export function AccountPage() {
  const { customer, referralAgent, addresses, selectedAddress, canChangePassword } = useLoaderData<typeof loadAccountPage>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{t("account.profile.heading", reader)}</h1>
      <div className="account-grid">
        <CustomerData customer={customer} />
        {referralAgent ? <SalesAgent agent={referralAgent} /> : null}
        {canChangePassword ? <ChangePassword /> : <CustomerOnlyPassword />}
        <Addresses addresses={addresses} selected={selectedAddress} />
      </div>
    </div>
  );
}
