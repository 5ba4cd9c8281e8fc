// Registration: /pages/register in the login layout (the form on the left half, a picture on the
// right half), /pages/register_origin inside the full shell (header and footer).
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RegisterForm } from "~/account/RegisterForm";
import type { loadGuestPage } from "~/account/register.server";

export function RegisterPage() {
  const { done } = useLoaderData<typeof loadGuestPage>();
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

export function RegisterOriginPage() {
  const { done } = useLoaderData<typeof loadGuestPage>();
  const { t } = useTranslation();
  return (
    <div className="account-narrow">
      <h1>{t("account.register.heading")}</h1>
      <p>{t("account.register.originIntro")}</p>
      <RegisterForm done={done} />
    </div>
  );
}
