// The registration form (bare /pages/register and the shell's /pages/register_origin): conform
// validates in the browser with the server's schema; without JavaScript the server answers.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/shell/useLocale";
import { Field, Honeypot } from "./Field";
import { HONEYPOT_FIELD } from "~/platform/honeypot";
import { RegistrationSchema } from "./forms";
import type { registerAction } from "./register.server";

export function RegisterForm({ done }: { done: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const answer = useActionData<typeof registerAction>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: answer?.result,
    constraint: getZodConstraint(RegistrationSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegistrationSchema }),
  });

  if (done) {
    return (
      <div className="account-result" role="status">
        <h2>{t("account.register.success")}</h2>
        <p>{t("account.register.successText")}</p>
        <Link className="button" to={to("/pages/login")}>
          {t("account.register.login")}
        </Link>
      </div>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      {answer?.failed ? (
        <div className="account-alert account-alert--error" role="alert" id={form.errorId}>
          <p>
            <strong>{t("account.register.failed")}</strong>
          </p>
          {answer.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <p className="account-form__note">{t("accountForms.mandatoryNote")}</p>
      <div className="account-form__grid">
        <Field field={fields.firstName} label={t("account.register.firstName")} autoComplete="given-name" mandatory />
        <Field field={fields.lastName} label={t("account.register.lastName")} autoComplete="family-name" mandatory />
        <Field field={fields.company} label={t("account.register.company")} autoComplete="organization" mandatory className="account-field--wide" />
        <Field field={fields.vat} label={t("account.register.vat")} mandatory maxLength={16} />
        <Field field={fields.taxCode} label={t("account.register.taxCode")} maxLength={16} />
        <Field field={fields.address} label={t("account.register.address")} autoComplete="street-address" mandatory className="account-field--wide" />
        <Field field={fields.city} label={t("account.register.city")} autoComplete="address-level2" mandatory />
        <Field field={fields.province} label={t("account.register.province")} autoComplete="address-level1" mandatory maxLength={2} />
        <Field
          field={fields.postalCode}
          label={t("account.register.postalCode")}
          autoComplete="postal-code"
          inputMode="numeric"
          mandatory
          maxLength={5}
        />
        <Field field={fields.phone} label={t("account.register.phone")} type="tel" autoComplete="tel" mandatory />
        <Field field={fields.email} label={t("account.register.email")} type="email" autoComplete="email" mandatory className="account-field--wide" />
      </div>
      <div className="account-check">
        <input {...getInputProps(fields.consent, { type: "checkbox" })} aria-required="true" />
        <label htmlFor={fields.consent.id}>
          {t("account.register.consent")}
          <span aria-hidden="true"> *</span>
        </label>
        {fields.consent.errors?.[0] ? (
          <p id={fields.consent.errorId} className="account-field__error">
            {t(fields.consent.errors[0])}
          </p>
        ) : null}
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <button type="submit" className="button account-form__submit" disabled={navigation.state === "submitting"}>
        {t("account.register.submit")}
      </button>
      <p className="account-form__alt">
        {t("account.register.haveAccount")} <Link to={to("/pages/login")}>{t("account.register.login")}</Link>
      </p>
    </Form>
  );
}
