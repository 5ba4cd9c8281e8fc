// The password reset: the username (email) form, then the same answer whoever asked.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ForgotPasswordSchema } from "~/account/forms";
import type { actForgotPassword, loadGuestPage } from "~/account/register.server";
import { ErrorList, Field } from "~/ui/form";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useLocalePath } from "~/platform/i18n";

export function ForgotPasswordPage() {
  const { done } = useLoaderData<typeof loadGuestPage>();
  const answer = useActionData<typeof actForgotPassword>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const to = useLocalePath();
  const [form, fields] = useForm({
    lastResult: answer?.result,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });
  return (
    <div className="account-narrow">
      <h1>{t("account.forgot.heading")}</h1>
      {done ? (
        <div className="account-result" role="status">
          <p>
            <strong>{t("account.forgot.success")}</strong>
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="account-form">
          <p>{t("account.forgot.intro")}</p>
          <ErrorList errors={answer?.failed ? ["account.forgot.failed"] : undefined} alert />
          <Field meta={fields.username} label={t("account.forgot.username")} type="email" autoComplete="username" />
          <HoneypotInputs label={t("forms.honeypot")} />
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {t("account.forgot.submit")}
          </button>
        </Form>
      )}
      <p className="account-form__alt">
        <Link to={to("/pages/login")}>{t("account.forgot.backToLogin")}</Link>
      </p>
    </div>
  );
}
