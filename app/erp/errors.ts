// The one error type of the ERP client. Routes map it to the error catalogue (docs/rules.md rules 133-135): `status` picks
// the dialog (400, 422, 500, ...), `messages` are the ERP's own texts for the customer.

/** Where a call went. "files" is a signed document URL handed out by the ERP. */
export type Upstream = "api" | "hub" | "cms" | "tracking" | "files";

/**
 * - network: no answer (refused, reset, DNS); timeout: no answer in time;
 * - unavailable: the circuit breaker is open, nothing was sent;
 * - server: the ERP answered with a server error of its own (500, 501...): it is there, and failed;
 * - http: an error status without a function-level refusal (401, 403, 404, 503, 504...);
 * - rejected: the ERP refused the request with a message for the customer (400, 409, 417, 422,
 *   the `[{success:false, message}, status]` list form, `{success:false}`), and a write answered
 *   403 (not allowed: never read as an expired token, link.server.ts);
 * - upstream: the ERP's own upstream failed (`{}` without `message`, hub 502);
 * - malformed: the answer is not JSON or does not match the expected shape.
 */
export type ErpErrorKind = "network" | "timeout" | "unavailable" | "server" | "http" | "rejected" | "upstream" | "malformed";

export interface ErpErrorInit {
  kind: ErpErrorKind;
  upstream: Upstream;
  /** The path of the call, without query string or secrets. */
  call: string;
  status?: number;
  messages?: string[];
  /** What was wrong with a malformed answer: field paths and types, never values. */
  detail?: string;
  /** A write that went out and got no answer (time-out, connection lost after sending): it may have been applied. */
  outcomeUnknown?: boolean;
  /** The call was a write: a 404 then says the deployment lacks the call, not that a page is missing. */
  write?: boolean;
  /** An error answer's JSON body, for refusals that carry data (a return request's refused rows). */
  body?: unknown;
  cause?: unknown;
}

export class ErpError extends Error {
  readonly kind: ErpErrorKind;
  /** The HTTP status, or the status of the list form. */
  readonly status?: number;
  /** The ERP's human-readable messages (for the 400/422 dialogs); may be empty. */
  readonly messages: string[];
  readonly upstream: Upstream;
  readonly call: string;
  readonly detail?: string;
  /**
   * The write was sent and no answer came: the ERP may have applied it. Not "nothing has changed":
   * the caller reads the ERP's state back to find out. False when it is known nothing went out
   * (refused or unreachable connection, breaker open) or when the ERP answered.
   */
  readonly outcomeUnknown: boolean;
  readonly write: boolean;
  readonly body: unknown;

  constructor(init: ErpErrorInit) {
    // The message names the call and the kind only: the ERP's texts may carry personal data.
    const status = init.status === undefined ? "" : ` ${init.status}`;
    const detail = init.detail ? ` at ${init.detail}` : "";
    super(`ERP ${init.upstream} ${init.call}: ${init.kind}${status}${detail}`, { cause: init.cause });
    this.name = "ErpError";
    this.kind = init.kind;
    this.status = init.status;
    this.messages = init.messages ?? [];
    this.upstream = init.upstream;
    this.call = init.call;
    this.detail = init.detail;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
    this.write = init.write ?? false;
    this.body = init.body;
  }
}

/** True for an ErpError of one of the given kinds. */
export function isErpError(error: unknown, ...kinds: ErpErrorKind[]): error is ErpError {
  return error instanceof ErpError && (kinds.length === 0 || kinds.includes(error.kind));
}

/** A write the ERP may have applied although it did not answer (see ErpError.outcomeUnknown). */
export function isOutcomeUnknown(error: unknown): error is ErpError {
  return error instanceof ErpError && error.outcomeUnknown;
}

/** A write the ERP answered 404: this deployment does not have the call (never a missing page). */
export function isWriteNotFound(error: unknown): boolean {
  return isErpError(error, "http") && error.write && error.status === 404;
}

/**
 * A call that lists a customer's things (reorder lists, returns, job sites, settings, declarations,
 * commissions) answered 404: this deployment does not have the call, and the shop hides its controls.
 * (Another customer's list or request is a 404 of the call that reads one, never of these.)
 */
export function isCallNotOnThisErp(error: unknown): boolean {
  return isErpError(error, "http") && error.status === 404;
}

/** Awaits `work`; a 404 (HTTP or list form) becomes null: "no such thing" is an answer, not a failure. */
export async function nullIfNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isErpError(error, "http") && error.status === 404) return null;
    throw error;
  }
}
