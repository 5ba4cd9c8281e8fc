// The ERP's answer envelopes, as pure functions: Frappe's `{message}` or a bare answer, the `{}` of
// a failed proxy, the `[object, status]` list form, 417 `_server_messages`, 500 `exc_type`, the
// hub's `{status: "error", message}`, Frappe's `{error}` for an unknown page. Each either returns
// the payload or throws an ErpError that says what went wrong.
import { ErpError, type ErpErrorKind, type Upstream } from "./errors";

/** One HTTP answer with its body already parsed (null when a non-2xx body was not JSON). */
export interface Answer {
  status: number;
  json: unknown;
}

/** Which call an answer belongs to, for the errors. */
export interface CallRef {
  upstream: Upstream;
  call: string;
  /** A write: its errors say so (see ErpError.write). */
  write?: boolean;
}

/** Parses a body; invalid JSON is "malformed" on a 2xx answer, and null otherwise (the status says enough). */
export function parseJsonBody(text: string, status: number, ref: CallRef): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (!isOk(status)) return null;
    throw new ErpError({ ...ref, kind: "malformed", status, cause });
  }
}

/**
 * Frappe keys that may stand beside `message` in a wrapped answer; any other key beside a `message`
 * means the answer is bare and `message` is one of its own fields (`{success, message: url}`, the
 * older login answer `{message: "Logged In", access_token, user}`).
 */
const ENVELOPE_KEYS = new Set(["message", "status", "_server_messages", "_debug_messages", "exc", "exc_type"]);

/** The detail of the 404 that an `{error: "..."}` answer (HTTP 200) becomes. */
export const ERROR_ANSWER = "an {error} answer";

/**
 * Any answer → its payload. Deployments answer Frappe-wrapped (`{message: X}`) or bare (`X`), a hub
 * answer may carry `status` or not: unwrap what is there. Errors: an error status, `{}` (the real
 * proxy's upstream failure), a hub `status: "error"`, the list form with an error status, a
 * `success: false` refusal, and `{error: "..."}` (Frappe's "no such page or post", a 404).
 */
export function unwrapAnswer(answer: Answer, ref: CallRef): unknown {
  const body = okJson(answer, ref);
  if (!isRecord(body)) return unwrapResult(body, ref);
  if (Object.keys(body).length === 0) throw new ErpError({ ...ref, kind: "upstream", status: answer.status });
  rejectHubError(body, answer.status, ref);
  const keys = Object.keys(body);
  // `{status, message: "text"}` is a bare status answer; `{message: "pong"}` a wrapped text.
  const wrapped = "message" in body && keys.every((key) => ENVELOPE_KEYS.has(key)) && (keys.length === 1 || typeof body.message !== "string");
  const payload = unwrapResult(wrapped ? body.message : body, ref);
  if (isRecord(payload)) {
    rejectHubError(payload, answer.status, ref);
    if (typeof payload.error === "string" && !("data" in payload)) {
      // The detail tells it from a real 404: for some calls `{error}` only means "none".
      throw new ErpError({ ...ref, kind: "http", status: 404, detail: ERROR_ANSWER });
    }
  }
  return payload;
}

function rejectHubError(body: Record<string, unknown>, status: number, ref: CallRef): void {
  if (body.status === "error") throw new ErpError({ ...ref, kind: "rejected", status, messages: textsOf(body.message) });
}

/** The `[object, status]` list form: a JSON list of an answer and its real status. */
export function isListForm(value: unknown): value is [unknown, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    !Array.isArray(value[0]) &&
    typeof value[0] === "object" &&
    Number.isInteger(value[1]) &&
    (value[1] as number) >= 100 &&
    (value[1] as number) <= 599
  );
}

/**
 * Unwraps a function result: the list form becomes its first element when its status is 2xx and
 * an error otherwise; an object with `success: false` is a refusal carrying its message.
 */
export function unwrapResult(value: unknown, ref: CallRef): unknown {
  let status: number | undefined;
  let result = value;
  if (isListForm(value)) {
    [result, status] = value;
    if (!isOk(status)) {
      throw new ErpError({ ...ref, kind: kindForStatus(status), status, messages: messagesOf(result) });
    }
  }
  if (isRecord(result) && result.success === false) {
    throw new ErpError({ ...ref, kind: "rejected", status, messages: messagesOf(result) });
  }
  return result;
}

/** `_server_messages`: a JSON string of a list of JSON strings of `{message}` → the texts. */
export function serverMessages(raw: unknown): string[] {
  if (typeof raw !== "string") return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    let item: unknown = entry;
    if (typeof entry === "string") {
      try {
        item = JSON.parse(entry);
      } catch {
        return [entry];
      }
    }
    return isRecord(item) ? textsOf(item.message) : textsOf(item);
  });
}

/**
 * How an error status is reported: refusals with a message for the customer, upstream failures,
 * the ERP's own server errors, or plain HTTP errors (503 and 504 say the ERP is not there).
 */
function kindForStatus(status: number): ErpErrorKind {
  if ([400, 409, 417, 422].includes(status)) return "rejected";
  if (status === 502) return "upstream";
  if (status >= 500 && status !== 503 && status !== 504) return "server";
  return "http";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

/** A 2xx answer's JSON, else the error its status and body describe. */
function okJson(answer: Answer, ref: CallRef): unknown {
  if (!isOk(answer.status)) {
    throw new ErpError({
      ...ref,
      kind: kindForStatus(answer.status),
      status: answer.status,
      messages: messagesOf(answer.json),
      body: answer.json,
    });
  }
  return answer.json;
}

/** The human texts of an error body: `_server_messages` (417), else `message` (hub, list form). */
function messagesOf(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const fromServer = serverMessages(body._server_messages);
  return fromServer.length > 0 ? fromServer : textsOf(body.message);
}

function textsOf(value: unknown): string[] {
  if (typeof value === "string" && value.trim() !== "") return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === "string" && item.trim() !== "");
}
