// The sign-in form (conform + zod; works without JavaScript, validates as you go with it), or, for a
// customer who is already signed in, who they are and a way out.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddressSelector } from "~/account/AddressSelector";
import { LoginSchema } from "~/account/login";
import { HONEYPOT_FIELD } from "~/platform/honeypot";
import type { loginAction, loginLoader } from "~/account/login.server";
import { LogoutForm } from "~/account/LogoutForm";
import { useLocalePath } from "~/shell/useLocale";

export function LoginForm() {
  const { redirectTo, signedIn } = useLoaderData<typeof loginLoader>();
  const lastResult = useActionData<typeof loginAction>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const to = useLocalePath();
  const [form, fields] = useForm({
    lastResult,
    constraint: { username: { required: true, maxLength: 254 }, password: { required: true, maxLength: 256 } },
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

  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0]) : null);
  return (
    <section className="login-card" aria-labelledby="login-title">
      <h1 id="login-title">{t("login.heading")}</h1>
      <p className="login-card__intro">{t("login.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="login-form">
        {form.errors?.length ? (
          <p id={form.errorId} className="login-form__error" role="alert">
            {form.errors[0]}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="login-form__trap" aria-hidden="true">
          <label htmlFor="login-website">{t("login.honeypot")}</label>
          <input id="login-website" type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor={fields.username.id}>{t("login.username")}</label>
          <input {...getInputProps(fields.username, { type: "text" })} autoComplete="username" inputMode="email" spellCheck={false} />
          {fields.username.errors ? (
            <p id={fields.username.errorId} className="field__error">
              {fieldError(fields.username.errors)}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={fields.password.id}>{t("login.password")}</label>
          <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
          {fields.password.errors ? (
            <p id={fields.password.errorId} className="field__error">
              {fieldError(fields.password.errors)}
            </p>
          ) : null}
        </div>
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
