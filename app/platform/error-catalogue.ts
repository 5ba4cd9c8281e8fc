// The error catalogue (docs/rules.md rules 133-135): which dialog a failed page or action shows.
// Loaders and actions throw `data(RouteErrorBody, { status })`; boundaries render errorView(...).

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
