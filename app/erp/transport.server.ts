// The one way the storefront talks HTTP to the ERP: a keep-alive undici Pool per upstream, JSON in
// and out, the auth header of each upstream, a deadline per call, one retry for reads, and a circuit
// breaker per upstream area. Nothing here logs: errors carry the call path, never tokens or bodies.
import { setTimeout as sleep } from "node:timers/promises";
import type { Readable } from "node:stream";
import { Agent, Pool, errors as undiciErrors } from "undici";
import { getEnv } from "~/platform/env.server";
import { maxLagSince } from "~/platform/event-loop.server";
import { registerBreakerReader } from "~/platform/metrics.server";
import { CircuitBreaker } from "./breaker";
import { parseJsonBody, type Answer, type CallRef } from "./envelope";
import { ErpError } from "./errors";
import type { Lang } from "./types";

export type HttpUpstream = "api" | "hub" | "cms" | "tracking";

/**
 * The Authorization header: none, `token <app token>` (Frappe, tracking), `Bearer <app token>`
 * (hub, guest) or `Bearer <customer token>` (hub, signed in).
 */
export type Auth = "none" | "app-token" | "app-bearer" | { customerToken: string };

export interface TransportRequest {
  upstream: HttpUpstream;
  /** The circuit breaker's area, e.g. "api", "hub-search", "cms". */
  area: string;
  method: "GET" | "POST";
  /** The path below the upstream's base URL, starting with "/". */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Writes get the longer deadline and are never retried. */
  write: boolean;
  lang: Lang;
  auth: Auth;
  /** The browser request's signal: aborting it cancels the call. */
  signal?: AbortSignal;
  /** Overrides the read or write time-out. */
  timeoutMs?: number;
  /** When the page must have its answers (epoch ms): the call gets what is left, at most its time-out. */
  deadline?: number;
  /** The browser request's id (X-Request-Id), so the ERP's log can name it. */
  requestId?: string;
  /** The call's trace context (W3C `traceparent`), when tracing is on. */
  traceHeaders?: Record<string, string>;
}

const BREAKER_FAILURES = 5;
const BREAKER_OPEN_MS = 5_000;
const BREAKER_TRIALS = 4;
const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 100;

const pools = new Map<string, Pool>();
const breakers = new Map<string, CircuitBreaker>();
let filesAgent: Agent | undefined;

/**
 * Sends one call and returns its status and parsed JSON body. Throws ErpError "unavailable"
 * (breaker open), "timeout", "network" or "malformed" (2xx body not JSON); rethrows the caller's
 * abort reason when the caller's signal aborts. Error statuses are returned, not thrown: the
 * envelope functions turn them into errors.
 */
export async function send(request: TransportRequest): Promise<Answer> {
  const env = getEnv();
  const ref: CallRef = { upstream: request.upstream, call: request.path };
  const started = Date.now();
  const callTimeoutMs = request.timeoutMs ?? (request.write ? env.ERP_WRITE_TIMEOUT_MS : env.ERP_READ_TIMEOUT_MS);
  const timeoutMs = request.deadline === undefined ? callTimeoutMs : Math.min(callTimeoutMs, request.deadline - started);
  if (timeoutMs <= 0) throw new ErpError({ ...ref, kind: "timeout" });
  // One deadline for the whole call, retry included, so a read never takes longer than its budget.
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  const breaker = breakerFor(request.area);
  const attempts = request.write ? 1 : 2;

  for (let attempt = 1; ; attempt++) {
    if (!breaker.tryAcquire()) throw new ErpError({ ...ref, kind: "unavailable" });
    let status: number;
    let text: string;
    try {
      ({ status, text } = await exchange(request, signal, timeoutMs));
    } catch (error) {
      const failure = failureOf(error, request.signal, deadline, ref, request.write);
      if (!(failure instanceof ErpError) || shopWasTheBottleneck(failure, started, timeoutMs)) {
        breaker.onNeutral();
        throw failure;
      }
      breaker.onFailure();
      if (failure.kind === "network" && attempt < attempts) {
        await pause(signal, request.signal, deadline, ref);
        continue;
      }
      throw failure;
    }
    if (status >= 500) breaker.onFailure();
    else breaker.onSuccess();
    if (RETRY_STATUSES.has(status) && attempt < attempts) {
      await pause(signal, request.signal, deadline, ref);
      continue;
    }
    return { status, json: parseJsonBody(text, status, ref) };
  }
}

/**
 * A time-out while the shop's own event loop lagged by a quarter of the budget or more: the answer
 * may well have arrived and waited its turn. Not the ERP's failure, so the breaker does not count it.
 */
function shopWasTheBottleneck(failure: ErpError, started: number, timeoutMs: number): boolean {
  return failure.kind === "timeout" && maxLagSince(started) >= timeoutMs / 4;
}

export interface StreamAnswer {
  status: number;
  contentType: string;
  contentLength: number | null;
  body: Readable;
}

/**
 * GETs an absolute URL the ERP handed out (a signed document URL) as a stream. No auth header: the
 * URL is the capability. The deadline covers the wait for the headers; the body then flows as fast
 * as the browser reads it.
 */
export async function openStream(url: string, signal: AbortSignal | undefined, ref: CallRef): Promise<StreamAnswer> {
  const env = getEnv();
  const target = new URL(url);
  if (target.protocol !== "http:" && target.protocol !== "https:") throw new ErpError({ ...ref, kind: "malformed" });
  filesAgent ??= new Agent({ connect: { timeout: env.ERP_CONNECT_TIMEOUT_MS } });
  try {
    const response = await filesAgent.request({
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: "GET",
      signal,
      headersTimeout: env.ERP_READ_TIMEOUT_MS,
      bodyTimeout: env.ERP_READ_TIMEOUT_MS,
    });
    const length = Number(response.headers["content-length"]);
    return {
      status: response.statusCode,
      contentType: String(response.headers["content-type"] ?? ""),
      contentLength: Number.isFinite(length) ? length : null,
      body: response.body,
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw classify(error, ref);
  }
}

/** Closes every pool (graceful shutdown, tests). */
export async function closeErpTransport(): Promise<void> {
  const closing = [...pools.values()].map((pool) => pool.close());
  if (filesAgent) closing.push(filesAgent.close());
  pools.clear();
  breakers.clear();
  filesAgent = undefined;
  await Promise.all(closing);
}

async function exchange(request: TransportRequest, signal: AbortSignal, timeoutMs: number) {
  const env = getEnv();
  const { origin, basePath } = splitBase(baseUrlOf(request.upstream));
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : "";
  const headers: Record<string, string> = {
    ...request.traceHeaders,
    "content-type": "application/json",
    accept: "application/json",
    "accept-language": request.lang,
  };
  if (request.requestId) headers["x-request-id"] = request.requestId;
  if (request.auth === "app-token") headers.authorization = `token ${env.ERP_APP_TOKEN}`;
  if (request.auth === "app-bearer") headers.authorization = `Bearer ${env.ERP_APP_TOKEN}`;
  if (typeof request.auth === "object") headers.authorization = `Bearer ${request.auth.customerToken}`;
  const response = await poolFor(request.upstream, origin).request({
    method: request.method,
    path: `${basePath}${request.path}${query}`,
    headers,
    body: request.method === "POST" ? JSON.stringify(request.body ?? {}) : undefined,
    signal,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return { status: response.statusCode, text: await response.body.text() };
}

/** Waits a jittered moment before the retry, giving up with the call's signals. */
async function pause(signal: AbortSignal, callerSignal: AbortSignal | undefined, deadline: AbortSignal, ref: CallRef) {
  try {
    await sleep(RETRY_DELAY_MS / 2 + Math.random() * RETRY_DELAY_MS, undefined, { signal });
  } catch (error) {
    throw failureOf(error, callerSignal, deadline, ref);
  }
}

/**
 * The caller's abort reason (not an upstream failure), a timeout, or a network error. A write that
 * failed other than before it could leave (connecting) may have been applied: its outcome is unknown.
 */
function failureOf(error: unknown, callerSignal: AbortSignal | undefined, deadline: AbortSignal, ref: CallRef, write = false): unknown {
  if (callerSignal?.aborted) return callerSignal.reason;
  const outcomeUnknown = write && !failedToConnect(error);
  if (deadline.aborted) return new ErpError({ ...ref, kind: "timeout", outcomeUnknown, cause: error });
  return classify(error, ref, outcomeUnknown);
}

function classify(error: unknown, ref: CallRef, outcomeUnknown = false): ErpError {
  if (error instanceof ErpError) return error;
  const timedOut = error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError;
  // A connect timeout is a failure to reach the host, like a refused connection: retryable.
  return new ErpError({ ...ref, kind: timedOut ? "timeout" : "network", outcomeUnknown, cause: error });
}

/** The connection failures after which nothing was sent: the host was not found or not reached. */
const CONNECT_FAILURES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

function failedToConnect(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CONNECT_FAILURES.has(code);
}

function baseUrlOf(upstream: HttpUpstream): string {
  const env = getEnv();
  const urls = { api: env.ERP_API_URL, hub: env.ERP_HUB_URL, cms: env.CMS_URL, tracking: env.TRACKING_URL };
  const url = urls[upstream];
  if (!url) throw new ErpError({ upstream, call: "", kind: "unavailable" });
  return url;
}

function splitBase(base: string): { origin: string; basePath: string } {
  const url = new URL(base);
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, "") };
}

function poolFor(upstream: HttpUpstream, origin: string): Pool {
  const key = `${upstream} ${origin}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Pool(origin, {
      connections: 64,
      keepAliveTimeout: 10_000,
      connect: { timeout: getEnv().ERP_CONNECT_TIMEOUT_MS },
    });
    pools.set(key, pool);
  }
  return pool;
}

registerBreakerReader(() => [...breakers].map(([area, breaker]) => ({ area, state: breaker.state })));

function breakerFor(area: string): CircuitBreaker {
  let breaker = breakers.get(area);
  if (!breaker) {
    breaker = new CircuitBreaker({ failureThreshold: BREAKER_FAILURES, openMs: BREAKER_OPEN_MS, maxTrials: BREAKER_TRIALS });
    breakers.set(area, breaker);
  }
  return breaker;
}
