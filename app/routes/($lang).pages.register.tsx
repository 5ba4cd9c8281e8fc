import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import styles from "~/account/account.css";
import { privatePageMeta } from "~/platform/meta";
import { RegisterForm } from "~/account/RegisterForm";
import { guestOnly, registerAction } from "~/account/register.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";

// The login layout: the form on the left half, a picture on the right half.
export const handle = { layout: "bare" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "account.register.title");

export const loader = (args: LoaderFunctionArgs) => guestOnly(args);

export const action = (args: ActionFunctionArgs) => registerAction(args, "/pages/register");

export default function Register() {
  const { done } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="split-page">
      <div className="split-page__main">
        <p className="split-page__brand">{t("site.name")}</p>
        <h1>{t("account.register.heading")}</h1>
        <p className="split-page__intro">{t("account.register.intro")}</p>
        <RegisterForm done={done} />
      </div>
      <div className="split-page__picture" aria-hidden="true">
        <p>{t("site.title")}</p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
