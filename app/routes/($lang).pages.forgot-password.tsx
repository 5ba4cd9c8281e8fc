import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import styles from "~/account/account.css";
import { privatePageMeta } from "~/platform/meta";
import { ForgotPasswordSchema } from "~/account/forms";
import { forgotPasswordAction, guestOnly } from "~/account/register.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { ErrorList, Field, Honeypot } from "~/shell/form";
import { useLocalePath } from "~/shell/useLocale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "account.forgot.title");

export const loader = (args: LoaderFunctionArgs) => guestOnly(args);

export const action = (args: ActionFunctionArgs) => forgotPasswordAction(args);

export default function ForgotPassword() {
  const { done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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
          <Honeypot />
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
