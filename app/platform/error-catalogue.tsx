// The error catalogue (docs/rules.md rules 133-135): which dialog a failed page or action shows.
// Loaders and actions throw `data(RouteErrorBody, { status })`; boundaries render errorView(...).
// Its boundary is here too: every route and the entry need this module, so it is one script.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { Component, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/platform/i18n";

export type ErrorKind =
  | "notFound"
  | "notAvailable"
  | "badRequest"
  | "rejected"
  | "server"
  | "otherStatus"
  | "erpUnavailable"
  | "erpSlow"
  /** A write the ERP did not confirm in time (it may land): never "try again", which could make it twice. */
  | "writeUnconfirmed"
  | "signInUnavailable"
  /** A customer's expensive posts already in flight (app/page/expensive.server.ts): 429, the why in `messages`. */
  | "tooManyAtOnce"
  | "network"
  | "application";

/** What a thrown route error carries to the browser: a kind and the ERP's messages, nothing raw. */
export interface RouteErrorBody {
  kind: ErrorKind;
  messages: string[];
}

export interface ErrorView {
  kind: ErrorKind;
  status?: number;
  messages: string[];
}

/** The kind of dialog for an HTTP status without more information (docs/rules.md rule 133). */
export function kindForStatus(status: number): ErrorKind {
  if (status === 404) return "notFound";
  if (status === 400) return "badRequest";
  if (status === 422) return "rejected";
  if (status === 500) return "server";
  if (status === 503) return "erpUnavailable";
  return "otherStatus";
}

function isRouteErrorBody(value: unknown): value is RouteErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Partial<RouteErrorBody>;
  return typeof body.kind === "string" && Array.isArray(body.messages);
}

/** The view of a route error response (status + body) as the boundaries show it. */
export function errorViewForResponse(status: number, body: unknown): ErrorView {
  if (isRouteErrorBody(body)) {
    return { kind: body.kind, status, messages: body.messages.filter((m) => typeof m === "string") };
  }
  return { kind: kindForStatus(status), status, messages: [] };
}

/** A script chunk that failed to load (a deploy replaced it): reload, at most once a minute. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > 60_000;
}

/** A failed dynamic import of a script chunk, as the browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );
}

const CHUNK_RELOAD_KEY = "chunk-reload-at";

/**
 * In the browser: reloads the page after a failed script chunk unless it already did so in the last
 * minute (the time is kept in sessionStorage). Returns whether it reloads.
 */
export function reloadAfterChunkError(): boolean {
  let last: number | null = null;
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    last = stored ? Number(stored) : null;
    if (!shouldReloadAfterChunkError(last, Date.now())) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage (private mode) there is no memory of the last reload: do not loop.
    return false;
  }
  window.location.reload();
  return true;
}

// One error boundary for every route: the error catalogue (docs/rules.md rules 133-135) inside the shell, translated.
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
