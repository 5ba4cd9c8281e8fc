import { data } from "@remix-run/node";
import { ErpError, isErpError, isWriteNotFound } from "~/erp/errors";
import { localeFromPath, translate } from "~/platform/i18n";
import { kindForStatus, type RouteErrorBody } from "~/platform/error-catalogue";
import { logError } from "~/platform/log.server";

/** An ERP failure as the route error the browser sees: a kind, a status and the ERP's messages only. */
export function routeErrorFromErp(error: ErpError) {
  // A write this deployment lacks: the page exists, the function is not available here.
  if (isWriteNotFound(error)) return data<RouteErrorBody>({ kind: "notAvailable", messages: [] }, { status: 501 });
  if (error.kind === "rejected" || (error.kind === "http" && error.status !== undefined && error.status < 500)) {
    const status = error.status === 417 ? 422 : (error.status ?? 422);
    // Only a refusal carries the ERP's words for the customer (docs/rules.md rules 133-134: 400, 422); a 401, 403
    // or 404 is said in the storefront's own translated texts, never in the ERP's language.
    const messages = error.kind === "rejected" ? error.messages : [];
    return data<RouteErrorBody>({ kind: kindForStatus(status), messages }, { status });
  }
  // Logged as an error: this is how "the team has been notified" of an ERP's server error.
  logError("ERP call failed", error, { kind: error.kind, call: error.call, status: error.status });
  // The ERP answered with a server error: it is there, and failed (the words of the 500 dialog of
  // docs/rules.md rule 133). The page is a 503 like every other ERP fault: the shop itself did not
  // fail, and a 500 is kept for the shop's own bugs (what monitoring and load balancers count).
  if (error.kind === "server") return data<RouteErrorBody>({ kind: "server", messages: [] }, { status: 503 });
  // A slow ERP is said as such: the page gave up waiting, the ERP may well be there; a write it
  // stopped waiting for may still land, so the customer is told to look before trying again.
  const kind = error.outcomeUnknown ? "writeUnconfirmed" : error.kind === "timeout" ? "erpSlow" : "erpUnavailable";
  return data<RouteErrorBody>({ kind, messages: [] }, { status: 503 });
}

/** What a form says of a write the ERP did not confirm within the page's budget (it may have landed). */
export const WRITE_UNCONFIRMED = "errors.writeUnconfirmed.text";

/** The form error of a write the ERP lacks (a 404): "not available here", translated. */
export const NOT_AVAILABLE_FORM_ERROR = "errors.notAvailable.text";

/**
 * What a form shows when the ERP turns down its write: "not available here" for a write the
 * deployment lacks (404, never the missing-page panel), the ERP's own reason for a refusal (422:
 * its messages, else `fallback`, a translation key); null for any other failure, which the page
 * maps as usual.
 */
export function formRefusal(error: unknown, fallback: string): string[] | null {
  if (isWriteNotFound(error)) return [NOT_AVAILABLE_FORM_ERROR];
  if (isErpError(error, "rejected")) return error.messages.length > 0 ? error.messages : [fallback];
  return null;
}

/** Awaits an ERP-backed value; an ERP failure becomes the translated error page of the route. */
export async function guardErp<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ErpError) throw routeErrorFromErp(error);
    throw error;
  }
}

/**
 * Awaits an ERP read; its 404 is the page's 404 (a feature this deployment does not have, or a thing
 * that is not the customer's or not there). Other failures propagate.
 */
export async function notFoundPageOnErp404<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isErpError(error, "http") && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/** The 400 page of an address server.ts found unreadable: "We have a little problem", and why. */
export function malformedUrlError(request: Request) {
  const message = translate(localeFromPath(new URL(request.url).pathname), "errors.badRequest.malformedUrl");
  return data<RouteErrorBody>({ kind: "badRequest", messages: [message] }, { status: 400 });
}

/** The 400 page of a post whose body is not a readable form: "We have a little problem", and why. */
export function malformedFormError(request: Request) {
  const message = translate(localeFromPath(new URL(request.url).pathname), "errors.badRequest.malformedForm");
  return data<RouteErrorBody>({ kind: "badRequest", messages: [message] }, { status: 400 });
}

/** The session store (Redis) cannot be reached: a signed-in customer cannot be served as themselves for now. */
export function signInUnavailable() {
  return data<RouteErrorBody>({ kind: "signInUnavailable", messages: [] }, { status: 503 });
}
