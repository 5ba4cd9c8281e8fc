import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import styles from "~/account/account.css";
import { privatePageMeta } from "~/platform/meta";
import { RegisterForm } from "~/account/RegisterForm";
import { guestOnly, registerAction } from "~/account/register.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "account.register.title");

export const loader = (args: LoaderFunctionArgs) => guestOnly(args);

export const action = (args: ActionFunctionArgs) => registerAction(args, "/pages/register_origin");

/** Registration inside the full shell (header and footer). */
export default function RegisterOrigin() {
  const { done } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="account-narrow">
      <h1>{t("account.register.heading")}</h1>
      <p>{t("account.register.originIntro")}</p>
      <RegisterForm done={done} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
