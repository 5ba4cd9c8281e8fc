// One error boundary for every route: the error catalogue (docs/rules.md rules 133-135) inside the shell, translated.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { Component, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/platform/i18n";
import { errorViewForResponse, isChunkLoadError, reloadAfterChunkError, type ErrorView } from "~/platform/error-catalogue";

function viewOf(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) return errorViewForResponse(error.status, error.data);
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return { kind: "network", messages: [] };
  return { kind: "application", messages: error instanceof Error && error.message ? [error.message] : [] };
}

export function NotFoundPanel() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const links = [
    ["home", "/"],
    ["account", "/pages/account"],
    ["forgotPassword", "/pages/forgot-password"],
    ["aboutUs", "/pages/about-us"],
    ["contactUs", "/pages/contact-us"],
  ] as const;
  return (
    <section className="error-panel" aria-labelledby="error-title">
      <p className="error-panel__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t("errors.notFound.title")}</h1>
      <p>{t("errors.notFound.text")}</p>
      <ul className="error-panel__links">
        {links.map(([key, path]) => (
          <li key={key}>
            <Link to={to(path)}>{t(`errors.notFound.links.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ErrorPanel({ view }: { view: ErrorView }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (view.kind === "notFound") return <NotFoundPanel />;
  const title =
    view.kind === "otherStatus"
      ? t("errors.otherStatus.title", { status: view.status })
      : t(`errors.${view.kind === "rejected" ? "rejected" : view.kind}.title`);
  const text =
    view.kind === "server"
      ? t("errors.server.text")
      : ["erpUnavailable", "erpSlow", "writeUnconfirmed", "signInUnavailable", "notAvailable"].includes(view.kind)
        ? t(`errors.${view.kind}.text`)
        : view.kind === "network"
          ? t("errors.network.text")
          : view.kind === "rejected" && view.messages.length === 0
            ? t("errors.rejected.invalid")
            : null;
  return (
    <section className="error-panel" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {text ? <p>{text}</p> : null}
      {view.messages.length > 0 ? (
        <ul className="error-panel__messages">
          {view.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <p className="error-panel__actions">
        <a className="button" href="">
          {t("errors.retry")}
        </a>
        <Link to={to("/")}>{t("errors.backHome")}</Link>
      </p>
    </section>
  );
}

/** If rendering the error page itself fails, say so plainly with a way home. */
class ErrorPageGuard extends Component<{ children: ReactNode; title: string; homeLabel: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-panel" role="alert">
        <h1>{this.props.title}</h1>
        <p>
          <a href="/">{this.props.homeLabel}</a>
        </p>
      </section>
    );
  }
}

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  // A script chunk that failed to load (a new deploy replaced it): reload, at most once a minute.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return (
    <ErrorPageGuard title={t("errors.errorPageFailed")} homeLabel={t("errors.backHome")}>
      <ErrorPanel view={viewOf(error)} />
    </ErrorPageGuard>
  );
}
