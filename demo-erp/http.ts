// The HTTP layer: parses requests (URL, JSON body, Accept-Language, token), finds the handler,
// turns its Reply (or a thrown Failure) into the answer, and applies the fault knobs of the tests.
import http from "node:http";
import { z } from "zod";
import { callerForToken } from "./context";
import { demoFilePath, varyAnswer, type Dialect } from "./dialect";
import { Failure, type Call, type Caller, type Ctx, type Handler, type Lang, type Reply, type Routes } from "./types";

const BODY_LIMIT_BYTES = 1024 * 1024;

/** A return request carries up to three attachments of 5 MB, in base64. */
const RETURN_CREATE_BODY_LIMIT = 24 * 1024 * 1024;

function bodyLimitOf(path: string): number {
  return path === "/hub/account/return_create" ? RETURN_CREATE_BODY_LIMIT : BODY_LIMIT_BYTES;
}

// ---------------------------------------------------------------------------------------------
// Envelopes other modules use

/** Frappe success: `{"message": value}`. */
export function message(value: unknown): Reply {
  return { json: { message: value } };
}

/** Frappe's tuple answer: HTTP 200 with `{"message": [value, status]}`. */
export function listForm(value: unknown, status: number): Reply {
  return { json: { message: [value, status] } };
}

/** The hub's error: `{"status": "error", "message": text}`. */
export function hubError(status: number, text: string): Reply {
  return { status, json: { status: "error", message: text } };
}

/** A string as Python's json.dumps writes it (ASCII only, non-ASCII as \uXXXX). */
function pythonJsonString(text: string): string {
  return JSON.stringify(text).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Frappe's `_server_messages`: json.dumps of a list of json.dumps({"message": text}). */
function serverMessages(text: string): string {
  return `[${pythonJsonString(`{"message": ${pythonJsonString(text)}}`)}]`;
}

/** `frappe.throw(text)`: HTTP 417 with `_server_messages`. */
export function frappeThrow(text: string): Reply {
  return {
    status: 417,
    json: { exc_type: "ValidationError", exception: `frappe.exceptions.ValidationError: ${text}`, _server_messages: serverMessages(text) },
  };
}

export function frappeNotFound(): Reply {
  return { status: 404, json: { exc_type: "DoesNotExistError" } };
}

function frappeAuthError(): Reply {
  return {
    status: 401,
    json: { exc_type: "AuthenticationError", _server_messages: serverMessages("Not permitted") },
  };
}

function isFrappePath(path: string): boolean {
  return path.startsWith("/api/method/");
}

/** A bad request in the style of the area: 417 for Frappe, 400 for everything else. */
function badRequest(path: string, text: string): Reply {
  return isFrappePath(path) ? frappeThrow(text) : hubError(400, text);
}

// ---------------------------------------------------------------------------------------------
// Fault knobs

const FaultRuleSchema = z.object({
  path: z.string().min(1),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(100).max(599).optional(),
  reset: z.boolean().optional(),
  malformed: z.boolean().optional(),
  /** An answer of the test's own (HTTP 200), in place of the handler's: a shape the seeded data cannot give. */
  answer: z.unknown().optional(),
  times: z.number().int().min(1).nullable().optional(),
});

/** A scope: the rules apply only to calls whose X-Request-Id starts with it (one test's requests). */
const ScopeSchema = z.string().regex(/^[A-Za-z0-9._:-]{8,64}$/);

const FaultRulesSchema = z.object({ scope: ScopeSchema.optional(), rules: z.array(FaultRuleSchema).max(100) });

export type FaultRule = z.infer<typeof FaultRuleSchema>;

/** Parses `{"rules": [...]}` (the body of PUT /__demo/faults and the DEMO_ERP_FAULTS variable). */
export function parseFaultRules(value: unknown): FaultRule[] {
  return FaultRulesSchema.parse(value).rules;
}

/** The fault rules by scope ("" for the unscoped ones, which apply to every call). */
class FaultBox {
  private scopes = new Map<string, { rule: FaultRule; remaining: number | null }[]>();

  /** Replaces the rules of one scope; an empty list removes the scope. */
  set(rules: FaultRule[], scope = ""): void {
    if (rules.length === 0) this.scopes.delete(scope);
    else
      this.scopes.set(
        scope,
        rules.map((rule) => ({ rule, remaining: rule.times ?? null })),
      );
  }

  clear(): void {
    this.scopes.clear();
  }

  /** The first rule of a matching scope (the call's own before the unscoped) matching the path with uses left; using it counts one. */
  take(path: string, requestId: string): FaultRule | null {
    const scoped = [...this.scopes].filter(([scope]) => scope !== "" && requestId.startsWith(scope)).flatMap(([, rules]) => rules);
    const entry = [...scoped, ...(this.scopes.get("") ?? [])].find(
      ({ rule, remaining }) => (remaining === null || remaining > 0) && (rule.path === "*" || path.startsWith(rule.path)),
    );
    if (!entry) return null;
    if (entry.remaining !== null) entry.remaining -= 1;
    return entry.rule;
  }
}

// ---------------------------------------------------------------------------------------------
// Routing

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
type Method = (typeof METHODS)[number];

interface Match {
  handler: Handler;
  /** Frappe answers a whitelisted method on GET and POST alike: the request's method was swapped. */
  swapped: boolean;
}

function findRoute(routes: Routes, method: Method, path: string): Match | null {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, swapped: false };
  if (isFrappePath(path) && (method === "GET" || method === "POST")) {
    const other = routes[`${method === "GET" ? "POST" : "GET"} ${path}`];
    if (other) return { handler: other, swapped: true };
  }
  let best: { handler: Handler; length: number } | null = null;
  for (const [key, handler] of Object.entries(routes)) {
    if (!key.endsWith("/*") || !key.startsWith(`${method} `)) continue;
    const prefix = key.slice(method.length + 1, -1);
    if (path.startsWith(prefix) && path.length > prefix.length && (!best || prefix.length > best.length)) {
      best = { handler, length: prefix.length };
    }
  }
  return best ? { handler: best.handler, swapped: false } : null;
}

/** Public paths need no token: the ping, generated files, the CMS and the demo's HTML page. */
function isPublic(method: Method, path: string): boolean {
  if (method !== "GET") return false;
  return path === "/api/method/ping" || path.startsWith("/files/") || path.startsWith("/cms/") || path === "/__demo/" || path === "/__demo";
}

/** `it` or `en` from Accept-Language (highest q first), default `it`. */
export function languageOf(header: string | undefined): Lang {
  if (!header) return "it";
  const tags = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { primary: tag.split("-")[0] ?? "", q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((tag) => tag.primary === "it" || tag.primary === "en")
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags[0]?.primary === "en" ? "en" : "it";
}

function tokenOf(header: string | undefined): string | null {
  const match = /^\s*(?:token|bearer)\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

function resolveCaller(ctx: Ctx, header: string | undefined): Caller | null {
  const token = tokenOf(header);
  if (!token) return null;
  if (token === ctx.appToken) return { kind: "app" };
  return callerForToken(ctx.db, token, ctx.now());
}

class BodyTooLarge extends Error {}

function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** The body as an object: JSON, or a urlencoded form (Frappe accepts both); null when it is not one. */
function parseBody(raw: Buffer, contentType: string | undefined): Record<string, unknown> | null {
  const text = raw.toString("utf8");
  if (text.trim() === "") return {};
  if (contentType?.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A reply as written: status, headers and body. */
interface Answer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer | string;
}

function answerOf(reply: Reply): Answer {
  const status = reply.status ?? 200;
  if (reply.raw) return { status, headers: { "Content-Type": reply.raw.contentType, ...reply.raw.headers }, body: reply.raw.body };
  const body = reply.json === undefined ? "" : JSON.stringify(reply.json);
  return { status, headers: { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) }, body };
}

function write(response: http.ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}

function send(response: http.ServerResponse, reply: Reply): void {
  write(response, answerOf(reply));
}

function internalError(path: string, error: unknown): Reply {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const json: Record<string, unknown> = { exc_type: "Exception", exc: text };
  if (!isFrappePath(path)) Object.assign(json, { status: "error", message: "Internal server error" });
  return { status: 500, json };
}

function injectedFault(path: string, status: number): Reply {
  return isFrappePath(path)
    ? { status, json: { exc_type: "Exception", exc: `Injected fault ${status}` } }
    : hubError(status, `Injected fault ${status}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many scopes are counted at once: a test that never reads its counts must not grow the box forever. */
const MAX_COUNTED_SCOPES = 200;

/**
 * Calls counted by path for scopes a test asked to count (PUT /__demo/calls): how many calls of each
 * kind one test's requests made, e.g. that a list of codes cost one search, not one per code.
 */
export class CallCounter {
  private scopes = new Map<string, Map<string, number>>();

  /** Starts (or restarts) counting the calls of a scope; the oldest scope counted goes beyond the bound. */
  start(scope: string): void {
    this.scopes.delete(scope);
    if (this.scopes.size >= MAX_COUNTED_SCOPES) this.scopes.delete(this.scopes.keys().next().value!);
    this.scopes.set(scope, new Map());
  }

  /** Counts one call in every counted scope its request id starts with. */
  count(path: string, requestId: string): void {
    if (requestId === "") return;
    for (const [scope, counts] of this.scopes) if (requestId.startsWith(scope)) counts.set(path, (counts.get(path) ?? 0) + 1);
  }

  /** The scope's counts by path (empty when it is not counted). */
  counts(scope: string): Record<string, number> {
    return Object.fromEntries(this.scopes.get(scope) ?? []);
  }
}

// ---------------------------------------------------------------------------------------------
// The server

export interface HttpOptions {
  routes: Routes;
  ctx: Ctx;
  faults?: FaultRule[];
  log?: boolean;
  dialect?: Dialect;
}

/** The answers a dialect may reshape: contract calls, not the demo's own pages, files or tracking. */
function isContractCall(path: string): boolean {
  return !path.startsWith("/__demo") && !path.startsWith("/files/") && !path.startsWith("/tracking/") && path !== "/api/method/ping";
}

export function createHttpServer(options: HttpOptions): http.Server {
  const { ctx } = options;
  const faults = new FaultBox();
  faults.set(options.faults ?? []);
  const calls = new CallCounter();

  const builtIn: Routes = {
    "GET /api/method/ping": () => message("pong"),
    "PUT /__demo/faults": (call) => {
      const parsed = FaultRulesSchema.safeParse(call.body);
      if (!parsed.success) return hubError(400, `Invalid fault rules: ${parsed.error.issues[0]?.message ?? "bad body"}`);
      faults.set(parsed.data.rules, parsed.data.scope);
      return { json: { status: "success", rules: parsed.data.rules } };
    },
    // `?scope=` clears that scope's rules only; without it every rule goes.
    "DELETE /__demo/faults": (call) => {
      const scope = ScopeSchema.safeParse(call.query.get("scope"));
      if (scope.success) faults.set([], scope.data);
      else faults.clear();
      return { json: { status: "success", rules: [] } };
    },
    "PUT /__demo/calls": (call) => {
      const scope = ScopeSchema.safeParse(call.body.scope);
      if (!scope.success) return hubError(400, "A scope is required");
      calls.start(scope.data);
      return { json: { status: "success", calls: {} } };
    },
    "GET /__demo/calls": (call) => {
      const scope = ScopeSchema.safeParse(call.query.get("scope"));
      if (!scope.success) return hubError(400, "A scope is required");
      return { json: { status: "success", calls: calls.counts(scope.data) } };
    },
  };
  const routes: Routes = { ...options.routes, ...builtIn };

  /** The reply to a request, the fault rules aside. */
  async function replyTo(request: http.IncomingMessage, url: URL, method: Method, rawBody: Promise<Buffer>): Promise<Reply> {
    // Files are also served at the paths production ERPs use (the varying dialect links them there).
    const path = demoFilePath(url.pathname) ?? url.pathname;
    const route = findRoute(routes, method, path);
    if (!route) return isFrappePath(path) ? frappeNotFound() : hubError(404, "Not found");

    let caller: Caller | null = { kind: "app" };
    if (!isPublic(method, path)) {
      caller = resolveCaller(ctx, request.headers.authorization);
      if (!caller) return isFrappePath(path) ? frappeAuthError() : hubError(401, "Unauthorized");
      if (path.startsWith("/__demo/") && caller.kind !== "app") return hubError(403, "The application token is required");
    }

    let raw: Buffer;
    try {
      raw = await rawBody;
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      return isFrappePath(path) ? { ...frappeThrow("Request body too large"), status: 413 } : hubError(413, "Request body too large");
    }
    const parsed = parseBody(raw, request.headers["content-type"]);
    if (!parsed) return badRequest(path, "Invalid JSON body");

    // Frappe reads one merged dictionary: a GET reaching a POST handler brings its query as the
    // body, a POST reaching a GET handler brings its body fields as the query.
    const query = new URLSearchParams(url.search);
    let body = parsed;
    if (route.swapped && method === "GET") body = Object.fromEntries(query);
    if (route.swapped && method === "POST") {
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === "string" || typeof value === "number") query.set(key, String(value));
      }
    }

    const call: Call = { method, path, query, body, lang: languageOf(request.headers["accept-language"]), caller };
    let reply: Reply;
    try {
      reply = await route.handler(call, ctx);
    } catch (error) {
      if (!(error instanceof Failure)) {
        console.error(JSON.stringify({ event: "demo-erp-error", method, path, error: error instanceof Error ? error.stack : String(error) }));
        return internalError(path, error);
      }
      reply = error.reply;
    }
    if (options.dialect === "varying" && reply.json !== undefined && (reply.status ?? 200) < 300 && isContractCall(path)) {
      reply = { ...reply, json: varyAnswer(path, reply.json, ctx.baseUrl) };
    }
    return reply;
  }

  /** What a fault rule answers instead of the handler, or "reset" (the connection is cut); null to answer normally. */
  function faultReply(fault: FaultRule | null, path: string): Reply | "reset" | null {
    if (fault?.reset) return "reset";
    if (fault?.malformed) return { raw: { contentType: "application/json; charset=utf-8", body: '{"message": ' } };
    if (fault?.status) return injectedFault(path, fault.status);
    if (fault?.answer !== undefined) return { json: fault.answer };
    return null;
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse, received: number): Promise<number> {
    const url = new URL(request.url ?? "/", "http://demo-erp.local");
    const method = METHODS.find((known) => known === request.method);
    if (!method) {
      send(response, hubError(405, "Method not allowed"));
      return 405;
    }
    const requestId = String(request.headers["x-request-id"] ?? "");
    const fault = url.pathname.startsWith("/__demo/") ? null : faults.take(url.pathname, requestId);
    if (!url.pathname.startsWith("/__demo/")) calls.count(url.pathname, requestId);
    // A delay is the whole time the ERP takes to answer, as if every call had a worker of its own:
    // the call is worked out (a write applied) halfway through it, once the calls sent together
    // have all arrived, so that one call's work does not hold back another's answer.
    // The body is taken in on arrival, as a real server does: a call whose client gave up waiting
    // (a write time-out) is still worked out.
    const body = readBody(request, bodyLimitOf(url.pathname));
    body.catch(() => undefined);
    const delayMs = fault?.delayMs ?? 0;
    if (delayMs > 0) await sleep(delayMs / 2);
    const reply = faultReply(fault, url.pathname) ?? (await replyTo(request, url, method, body));
    const answer = reply === "reset" ? null : answerOf(reply);
    const wait = received + delayMs - performance.now();
    if (wait > 0) await sleep(wait);
    if (!answer) {
      request.socket.destroy();
      return 0;
    }
    write(response, answer);
    return answer.status;
  }

  const server = http.createServer((request, response) => {
    const started = performance.now();
    handle(request, response, started).then(
      (status) => {
        if (options.log) {
          const ms = Math.round((performance.now() - started) * 10) / 10;
          console.log(JSON.stringify({ event: "request", method: request.method, path: request.url, status, ms }));
        }
      },
      (error: unknown) => {
        console.error(JSON.stringify({ event: "demo-erp-error", path: request.url, error: error instanceof Error ? error.stack : String(error) }));
        if (!response.headersSent) send(response, internalError(request.url ?? "", error));
        else response.destroy();
      },
    );
  });
  // Longer than any client's idle keep-alive, so the server never closes a socket a client reuses.
  server.keepAliveTimeout = 30_000;
  server.headersTimeout = 35_000;
  return server;
}
