// The login layout (spec: the page on the left half, a background image on the right half): the
// logo home, the language switch, the sign-in form; the image hides on phones. /pages/login_origin
// shows the same form inside the full shell (the original layout).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LoginForm } from "~/account/LoginForm";
import { LanguageSwitch } from "~/account/HeaderControls";
import { useLocale, useLocalePath } from "~/platform/i18n";

export function LoginPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const current = useLocale();
  return (
    <div className="login-layout">
      <div className="login-layout__page">
        <div className="login-layout__top">
          {/* The accessible name is the visible text (WCAG 2.5.3), plus where the link goes. */}
          <Link to={to("/")} className="site-logo">
            <span className="site-logo__mark" aria-hidden="true">
              FP
            </span>
            <span>
              {t("site.name")}
              <span className="visually-hidden"> – {t("header.home")}</span>
            </span>
          </Link>
          <LanguageSwitch current={current} />
        </div>
        <LoginForm />
        <Link to={to("/")} className="login-layout__home">
          ← {t("login.home")}
        </Link>
      </div>
      <div className="login-layout__art" aria-hidden="true" />
    </div>
  );
}

export function LoginOriginPage() {
  return (
    <div className="login-origin">
      <LoginForm />
    </div>
  );
}
