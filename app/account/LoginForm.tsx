// The sign-in form (conform + zod; works without JavaScript, validates as you go with it), or, for a
// customer who is already signed in, who they are and a way out.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddressSelector, LogoutForm } from "~/account/HeaderControls";
import { LoginSchema } from "~/account/login";
import type { actLogin, loadLoginPage } from "~/account/login.server";
import { ErrorList, Field } from "~/ui/form";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useLocalePath } from "~/platform/i18n";

export function LoginForm() {
  const { redirectTo, signedIn, needsHttps } = useLoaderData<typeof loadLoginPage>();
  const lastResult = useActionData<typeof actLogin>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const to = useLocalePath();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });

  if (signedIn) {
    return (
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t("login.title")}</h1>
        <p>{t("login.signedInAs", { name: signedIn.company ? `${signedIn.name} · ${signedIn.company}` : signedIn.name })}</p>
        {signedIn.addresses.length > 1 ? <AddressSelector addresses={signedIn.addresses} current={signedIn.addressCode} /> : null}
        <div className="login-card__actions">
          <Link to={redirectTo} className="button">
            {t("login.continue")}
          </Link>
          <LogoutForm />
        </div>
      </section>
    );
  }

  return (
    <section className="login-card" aria-labelledby="login-title">
      <h1 id="login-title">{t("login.heading")}</h1>
      <p className="login-card__intro">{t("login.intro")}</p>
      {needsHttps ? <p className="notice">{needsHttps}</p> : null}
      <Form method="post" {...getFormProps(form)} className="login-form">
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <HoneypotInputs label={t("forms.honeypot")} />
        <Field meta={fields.username} label={t("login.username")} autoComplete="username" inputMode="email" spellCheck={false} requiredMark={false} />
        <Field meta={fields.password} label={t("login.password")} type="password" autoComplete="current-password" requiredMark={false} />
        <button type="submit" className="button login-form__submit" disabled={navigation.state === "submitting"}>
          {t("login.submit")}
        </button>
      </Form>
      <p className="login-card__links">
        <Link to={to("/pages/forgot-password")}>{t("login.forgotPassword")}</Link>
        <span>
          {t("login.noAccount")} <Link to={to("/pages/register")}>{t("login.register")}</Link>
        </span>
      </p>
    </section>
  );
}
