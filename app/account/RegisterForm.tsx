// The registration form (bare /pages/register and the shell's /pages/register_origin): conform
// validates in the browser with the server's schema; without JavaScript the server answers.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/platform/i18n";
import { CheckboxField, ErrorList, Field } from "~/ui/form";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { RegistrationSchema } from "./forms";
import type { actRegister } from "./register.server";

export function RegisterForm({ done }: { done: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const answer = useActionData<typeof actRegister>();
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
      <ErrorList id={form.errorId} errors={answer?.failed ? ["account.register.failed", ...answer.messages] : answer?.messages} alert />
      <p className="account-form__note">{t("accountForms.mandatoryNote")}</p>
      <div className="account-form__grid">
        <Field meta={fields.firstName} label={t("account.register.firstName")} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t("account.register.lastName")} autoComplete="family-name" />
        <Field meta={fields.company} label={t("account.register.company")} autoComplete="organization" className="form-field--wide" />
        <Field meta={fields.vat} label={t("account.register.vat")} />
        <Field meta={fields.taxCode} label={t("account.register.taxCode")} />
        <Field meta={fields.address} label={t("account.register.address")} autoComplete="street-address" className="form-field--wide" />
        <Field meta={fields.city} label={t("account.register.city")} autoComplete="address-level2" />
        <Field meta={fields.province} label={t("account.register.province")} autoComplete="address-level1" />
        <Field meta={fields.postalCode} label={t("account.register.postalCode")} autoComplete="postal-code" inputMode="numeric" />
        <Field meta={fields.phone} label={t("account.register.phone")} type="tel" autoComplete="tel" />
        <Field meta={fields.email} label={t("account.register.email")} type="email" autoComplete="email" className="form-field--wide" />
      </div>
      <CheckboxField meta={fields.consent} label={t("account.register.consent")} />
      <HoneypotInputs label={t("forms.honeypot")} />
      <button type="submit" className="button account-form__submit" disabled={navigation.state === "submitting"}>
        {t("account.register.submit")}
      </button>
      <p className="account-form__alt">
        {t("account.register.haveAccount")} <Link to={to("/pages/login")}>{t("account.register.login")}</Link>
      </p>
    </Form>
  );
}
