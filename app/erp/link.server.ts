// What every area module uses to make calls for one browser request: the caller's language, signal
// and customer context; reads memoised per request (the same call with the same arguments runs
// once) and, when public, cached across requests; writes that clear the memo. The customer context
// of a body comes only from the caller (the server session), never from method arguments; so does
// the sales agent, whose code goes with every call made for a customer and whose token authenticates
// the agent's own calls.
import { publicCache } from "./cache.server";
import { ErpError, isErpError } from "./errors";
import { unwrapAnswer, type CallRef } from "./envelope";
import { erpCallDuration } from "~/platform/metrics.server";
import { traceErpCall } from "~/platform/tracing.server";
import { callOutcome, reportParsedAnswer } from "./report.server";
import { collectTolerated } from "./schema.server";
import { send, type Auth, type HttpUpstream } from "./transport.server";
import type { AgentContext, CustomerContext, ErpCaller, Lang } from "./types";

export interface CallSpec {
  upstream: HttpUpstream;
  /** The circuit breaker's area. */
  area: string;
  method: "GET" | "POST";
  /** Below the upstream's base URL. */
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Authenticate as the application even for a signed-in caller (login). */
  asApp?: boolean;
  /** Authenticate as the signed-in sales agent (the agent's own calls). */
  asAgent?: boolean;
  /** A shorter time-out than the upstream's usual one (a secondary call that must not hold a page up). */
  timeoutMs?: number;
}

/** Turns the unwrapped payload into a view model (throws ErpError "malformed" on an unusable skeleton). */
export type Parse<T> = (payload: unknown, ref: CallRef) => T;

export interface Link {
  readonly lang: Lang;
  readonly customer: CustomerContext | null;
  /** The signed-in sales agent, or null. */
  readonly agent: AgentContext | null;
  /** The browser request's signal, for calls made outside read and write (streams). */
  readonly signal?: AbortSignal;
  /** A read: retried once by the transport, run once per request; `shared` caches it across requests (public data only). */
  read<T>(spec: CallSpec, parse: Parse<T>, options?: { shared?: boolean }): Promise<T>;
  /** A write: never retried; forgets this request's reads, which it may have changed. */
  write<T>(spec: CallSpec, parse: Parse<T>): Promise<T>;
  /** The public cache's copy of a shared read, if any; never calls the ERP. */
  peekShared<T>(spec: CallSpec): T | undefined;
}

export function createLink(caller: ErpCaller): Link {
  const memo = new Map<string, Promise<unknown>>();
  /** A shared answer's key across requests: the call and the language it was answered in. */
  const sharedKeyOf = (key: string) => `${caller.lang} ${key}`;

  function call<T>(spec: CallSpec, parse: Parse<T>, write: boolean, signal: AbortSignal | undefined): Promise<T> {
    const settled = caller.timing?.erpCallStarted();
    const stopTimer = erpCallDuration.startTimer({ call: spec.path });
    const span = traceErpCall(spec.path, { "erp.upstream": spec.upstream, "erp.area": spec.area });
    const finish = (outcome: string) => {
      stopTimer({ outcome });
      span.end(outcome);
    };
    const sent = send({
      upstream: spec.upstream,
      area: spec.area,
      method: spec.method,
      path: spec.path,
      query: spec.query,
      body: spec.body,
      timeoutMs: spec.timeoutMs,
      write,
      lang: caller.lang,
      auth: authFor(spec.upstream, tokenFor(spec)),
      signal,
      deadline: write ? undefined : caller.deadline,
      requestId: caller.requestId,
      traceHeaders: span.headers,
    });
    if (settled) void sent.then(settled, settled);
    return sent
      .then((answer) => {
        const ref: CallRef = { upstream: spec.upstream, call: spec.path, ...(write ? { write } : {}) };
        const { value, tolerated } = collectTolerated(() => parse(unwrapAnswer(answer, ref), ref));
        reportParsedAnswer({ ...ref, status: answer.status, tolerated });
        finish(callOutcome({ tolerated: tolerated.length }));
        return value;
      })
      .catch((error: unknown) => {
        finish(callOutcome({ error }));
        throw error;
      });
  }

  /** The token a call goes with: the customer's (or the agent's acting for them), the agent's own, or none (the app's). */
  function tokenFor(spec: CallSpec): string | null {
    if (spec.asApp) return null;
    return (spec.asAgent ? caller.agent?.token : caller.customer?.token) ?? null;
  }

  function read<T>(spec: CallSpec, parse: Parse<T>, options?: { shared?: boolean }): Promise<T> {
    const key = keyOf(spec);
    const known = memo.get(key);
    if (known) return known as Promise<T>;
    const cache = options?.shared ? publicCache() : null;
    const pending = cache
      ? // A shared load must not die with one browser request: it runs unsignalled and the caller stops waiting.
        abortable(
          cache.get(sharedKeyOf(key), () => call(spec, parse, false, undefined)),
          caller.signal,
          caller.deadline,
          { upstream: spec.upstream, call: spec.path },
        )
      : call(spec, parse, false, caller.signal);
    memo.set(key, pending);
    return pending;
  }

  function write<T>(spec: CallSpec, parse: Parse<T>): Promise<T> {
    memo.clear();
    const ref: CallRef = { upstream: spec.upstream, call: spec.path, write: true };
    const sent =
      caller.writeWaitUntil === undefined
        ? call(spec, parse, true, caller.signal)
        : // Never cut short (that would not undo it, only leave its outcome to chance): the write runs
          // unsignalled to its own time-out, and the caller stops waiting for it.
          abortable(call(spec, parse, true, undefined), caller.signal, caller.writeWaitUntil, ref);
    return sent.catch((error: unknown) => {
      throw refusedWrite(error);
    });
  }

  function peekShared<T>(spec: CallSpec): T | undefined {
    return publicCache()?.peek<T>(sharedKeyOf(keyOf(spec)));
  }

  return { lang: caller.lang, customer: caller.customer, agent: caller.agent ?? null, signal: caller.signal, read, write, peekShared };
}

/**
 * A 403 on a write is the ERP refusing that change (an agent may not change a customer's password),
 * not a token it no longer knows: that shows on reads (401, or 403 on some deployments) and signs
 * out. The write's 403 becomes a refusal without the ERP's words, which the form says in its own.
 */
export function refusedWrite(error: unknown): unknown {
  if (!isErpError(error, "http") || error.status !== 403) return error;
  return new ErpError({ upstream: error.upstream, call: error.call, kind: "rejected", status: 403, cause: error });
}

/** The signed-in customer, or ErpError http 401 for a guest (customer-only calls never go out as a guest). */
export function requireCustomer(link: Link, ref: CallRef): CustomerContext {
  if (!link.customer) throw new ErpError({ ...ref, kind: "http", status: 401, messages: [] });
  return link.customer;
}

/** The signed-in sales agent, or ErpError http 401 for anyone else (agent calls never go out without one). */
export function requireAgent(link: Link, ref: CallRef): AgentContext {
  if (!link.agent) throw new ErpError({ ...ref, kind: "http", status: 401, messages: [] });
  return link.agent;
}

/** A hub `account/*` read with the caller's context (customers only: a guest gets a local 401). */
export async function hubAccountRead<T>(link: Link, name: string, args: Record<string, unknown>, parse: Parse<T>): Promise<T> {
  const path = `/account/${name}`;
  requireCustomer(link, { upstream: "hub", call: path });
  return link.read(
    {
      upstream: "hub",
      area: "hub-account",
      method: "POST",
      path,
      body: { ...args, ...customerCodeContext(link.customer) },
    },
    parse,
  );
}

/**
 * The context of wrapper, cart and wishlist calls; a guest is client 0 at address 0 with cart 0. An
 * agent acting for the customer adds `agent_code`.
 */
export function clientContext(customer: CustomerContext | null): Record<string, unknown> {
  return {
    client_id: customer ? customer.clientId : 0,
    address_code: customer ? customer.addressCode : 0,
    id_cart: customer ? customer.cartId : 0,
    username: customer?.username ?? "",
    ext_call: true,
    ...(customer?.agentCode ? { agent_code: customer.agentCode } : {}),
  };
}

/** The context of search, facet, price and account calls (`customer_code` instead of `client_id`). */
export function customerCodeContext(customer: CustomerContext | null): Record<string, unknown> {
  const { client_id: customerCode, ...rest } = clientContext(customer);
  return { customer_code: customerCode, ...rest };
}

function authFor(upstream: HttpUpstream, token: string | null): Auth {
  if (upstream === "hub") return token ? { customerToken: token } : "app-bearer";
  if (upstream === "cms") return "none";
  return "app-token";
}

function keyOf(spec: CallSpec): string {
  return [spec.method, spec.upstream, spec.path, JSON.stringify(spec.query ?? {}), JSON.stringify(spec.body ?? {})].join(" ");
}

/**
 * Resolves like `promise`, or rejects with the signal's reason as soon as it aborts, or with a
 * time-out when the page's deadline passes first (for a write left running, a time-out whose outcome
 * is unknown: it may still land). The page also waits this way for an order's send (Page.withinBudget).
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined, deadline: number | undefined, ref: CallRef): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (!signal && deadline === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal!.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer =
      deadline === undefined
        ? undefined
        : setTimeout(() => reject(new ErpError({ ...ref, kind: "timeout", outcomeUnknown: ref.write === true })), Math.max(0, deadline - Date.now()));
    promise.then(resolve, reject).finally(() => {
      signal?.removeEventListener("abort", onAbort);
      clearTimeout(timer);
    });
  });
}
