// The production server: security headers, compression, static assets, health checks, one log line
// per request, graceful shutdown, and the embedded demo ERP when no ERP_*_URL is configured.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, createRequestHandler as createRemixHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import closeWithGrace from "close-with-grace";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { startEmbeddedDemoErp, type EmbeddedDemoErp } from "./demo-erp/supervisor";
import { closeErpTransport, erpReadiness } from "./app/erp/client.server";
import { Admission } from "./app/platform/admission.server";
import { EnvError, loadEnv } from "./app/platform/env.server";
import { startLagMonitor } from "./app/platform/event-loop.server";
import {
  ALLOWED_METHODS,
  bodyLimitFor,
  isForeignWithoutOrigin,
  isFormContentType,
  malformedUrlReason,
  refusalText,
  type HttpRefusal,
} from "./app/platform/http-policy";
import { log, logError } from "./app/platform/log.server";
import { isCrossSiteWrite } from "./app/platform/origin";
import { initServerTexts } from "./app/platform/i18n.server";
import { pageTextsFile } from "./app/platform/page-texts.server";
import { CACHE_CONTROL } from "./app/platform/cache-control";
import { collectProcessMetrics, httpRequestDuration, metricsText, registerAdmissionReader } from "./app/platform/metrics.server";
import { PAGE_ERP_BUDGET_MS } from "./app/page/request.server";
import { requestIdFrom } from "./app/platform/request-id";
import { routeLabeler } from "./app/platform/route-label";
import { startTracing, stopTracing, traceRequest } from "./app/platform/tracing.server";
import { RequestTiming } from "./app/platform/timing.server";
import { sharedCheck } from "./app/platform/shared-check";

// Paths are resolved from the project root: this file runs as build/server.js.
const ROOT = path.resolve(process.env.APP_ROOT ?? process.cwd());
const SHUTDOWN_GRACE_MS = 10_000;
// While draining, a kept-alive connection between two requests stays open this long, so that a
// client sending on it is answered (with Connection: close) rather than reset; see drain().
const DRAIN_IDLE_MS = 2_000;
// Longer than the idle timeout of common load balancers (60 s), so they close idle sockets first.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
// Load shedding: requests beyond the concurrency limit wait their turn for at most a second, in a
// queue longer than an overload's connections (npm run load's 200). Refusing them at once instead
// (a short queue, or while the event loop lagged) had each refused client ask again at once: the
// refusals took the CPU the pages needed, and 200 connections got 40 % of the pages 8 did.
const ADMISSION_QUEUE = 256;
const ADMISSION_WAIT_MS = 1_000;
const BUSY_RETRY_AFTER_SECONDS = 2;
// /readyz says not ready when every slot has been taken for this long without one given back. A
// page's work ends by its deadline (PAGE_ERP_BUDGET_MS, then the render), so under any load of pages
// slots are given back many times a second; twice the deadline without one means every slot is held
// by work that does not end, and new requests can only be refused. It turns ready again by itself
// as soon as a slot is given back.
const ADMISSION_STALL_MS = 2 * PAGE_ERP_BUDGET_MS;
// /readyz asks the ERP at most once per this period, however many ask (probes, or anyone else).
const READINESS_KEEP_MS = 3_000;
// Brotli's window: 256 KB, more than a page's HTML (about 100 KB for /shop), so the answer is the
// same size as with the default 4 MB. Each brotli answer's encoder allocates its window (from the
// second write on) outside V8's heap and reports it to V8 as external memory; 4 MB per answer made
// V8 start a full garbage collection every 20 or so pages ("external memory pressure").
const BROTLI_WINDOW_BITS = 18;

async function startDemoErpIfNeeded(): Promise<EmbeddedDemoErp | null> {
  const { ERP_API_URL, ERP_HUB_URL, CMS_URL } = process.env;
  if (ERP_API_URL || ERP_HUB_URL || CMS_URL) return null;
  process.env.ERP_APP_TOKEN ||= crypto.randomBytes(24).toString("hex");
  const started = Date.now();
  const demo = await startEmbeddedDemoErp({
    entry: path.join(ROOT, "build", "demo-erp.js"),
    appToken: process.env.ERP_APP_TOKEN,
    dbPath: path.resolve(ROOT, process.env.DEMO_ERP_DB ?? "data/demo-erp.sqlite"),
    log: (message, fields) => log("info", message, fields),
  });
  process.env.ERP_API_URL = demo.url;
  process.env.ERP_HUB_URL = `${demo.url}/hub`;
  process.env.CMS_URL = `${demo.url}/cms`;
  process.env.TRACKING_URL ||= `${demo.url}/tracking`;
  log("info", "embedded demo ERP ready", { ms: Date.now() - started });
  return demo;
}

/**
 * A production shop never signs cookies with the public development secret: without SESSION_SECRET
 * it makes one of its own, so sessions end with the process and are not shared by replicas.
 */
function ensureSessionSecret(): void {
  if (process.env.NODE_ENV !== "production" || process.env.SESSION_SECRET) return;
  process.env.SESSION_SECRET = crypto.randomBytes(32).toString("hex");
  log("warn", "SESSION_SECRET is not set: using a random one for this process (sessions end with it; replicas need one shared secret)");
}

async function main() {
  ensureSessionSecret();
  const demoErp = await startDemoErpIfNeeded();
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    await demoErp?.stop();
    process.exit(1);
  }

  const buildPath = path.join(ROOT, "build", "index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const isProduction = env.NODE_ENV === "production";
  const routeLabel = routeLabeler(build.routes);

  const app = express();
  app.disable("x-powered-by");
  // Nothing reads req.query (Remix reads the URL): skip parsing every query string into it.
  app.set("query parser", false);
  app.set("trust proxy", env.TRUST_PROXY_HOPS);
  startLagMonitor();
  initServerTexts(); // for the refusals answered before Remix
  let draining = false;

  /** A short translated refusal (a body nobody read closes the connection: see writeHead below). */
  const refuse = (req: express.Request, res: express.Response, status: number, refusal: HttpRefusal, headers: Record<string, string> = {}) => {
    res.set({ ...headers, "Cache-Control": CACHE_CONTROL.none });
    res.status(status).type("text/plain; charset=utf-8").send(refusalText(refusal, req.path));
  };

  const tracing = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (tracing) startTracing();
  // With tracing on, everything a request does runs inside its server span.
  app.use((req, res, next) => {
    if (!tracing) return next();
    const attributes = { "http.request.method": req.method, "url.path": req.path, "http.route": routeLabel(req.path) };
    traceRequest(`${req.method} ${attributes["http.route"]}`, attributes, (span) => {
      res.on("finish", () => {
        span.setAttributes({ "http.response.status_code": res.statusCode, "request.id": String(res.locals.requestId) });
        span.end();
      });
      next();
    });
  });

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
      httpRequestDuration.observe({ route: routeLabel(req.path), method: req.method, status: String(res.statusCode) }, ms / 1_000);
      if (req.path === "/healthz") return;
      log("info", "request", {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms,
      });
    });
    // An answer sent before its request body was read (a redirect, a refusal) closes the connection:
    // the unread body would otherwise hold the next request on it. So does every answer while the
    // server drains for shutdown, so clients open new connections to another instance.
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    // Single-fetch data requests (a fetcher's load, a client navigation) skip the root loader that
    // sets a page's Cache-Control, and may carry customer prices or cart lines: unless the route
    // said otherwise, they are never stored.
    const isData = req.path.endsWith(".data");
    const writeHead = res.writeHead;
    res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
      if (isData && !this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", CACHE_CONTROL.private);
      if (draining || (hasBody && !req.complete)) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  const admissionOptions = { limit: env.SHOP_MAX_CONCURRENT_REQUESTS, maxQueue: ADMISSION_QUEUE, maxWaitMs: ADMISSION_WAIT_MS };
  const admission = new Admission(admissionOptions);
  const mediaAdmission = new Admission(admissionOptions);
  registerAdmissionReader(() => ({ inFlight: admission.inFlight, queued: admission.queued }));

  // Health answers come before any queue: they say whether the process lives, not how busy it is.
  // With a port of their own for probes, /readyz (which asks the ERP) is not answered to the public.
  app.get(["/healthz", "/readyz"], (req, res) => {
    const pathName = env.HEALTH_PORT !== undefined && req.path === "/readyz" ? "" : req.path;
    void healthAnswer(pathName, admission).then((answer) =>
      res.set("Cache-Control", CACHE_CONTROL.none).status(answer.status).type("text/plain").send(answer.body),
    );
  });

  // Admission comes before compression, security headers and everything else a page needs: a
  // refusal costs as little as an answer can. Static files are answered outside the limit.
  const staticFiles = staticFilePaths(path.join(ROOT, "public"));
  app.use((req, res, next) => {
    if (staticFiles(req.path)) return next();
    res.locals.admittedAt = Date.now();
    // Files through the media proxy wait on the ERP as pages do: slots of their own, so that a flood
    // of them is refused as cheaply as pages are and never takes the pages' slots.
    const pool = req.path.startsWith("/media/") ? mediaAdmission : admission;
    const busy = () => refuse(req, res, 503, "busy", { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) });
    // The slot is given back when the request's lifetime ends, however it ends; a client that
    // hangs up while waiting leaves the queue (admission.server.ts).
    void pool.enter(lifetimeOf(req, res)).then((ticket) => {
      if (!ticket) return res.closed ? undefined : busy();
      res.locals.admittedAt = ticket.admittedAt;
      next();
    });
  });

  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } } }));

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as express.Response).locals.cspNonce}'`;
  app.use(
    helmet({
      crossOriginEmbedderPolicy: false,
      // The same rule as frame-ancestors 'none', for browsers that only know this header.
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'none'"],
          "object-src": ["'none'"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'"],
          "script-src": ["'self'", nonce],
          "style-src": ["'self'", nonce],
          // React renders a few style attributes (sizes, positions); they cannot run code.
          "style-src-attr": ["'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https:"],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", ...(isProduction ? [] : ["ws:"])],
          "media-src": ["'self'", ...(env.WEB_RADIO_URL ? [new URL(env.WEB_RADIO_URL).origin] : [])],
          "frame-src": ["'none'"],
        },
      },
    }),
  );

  // The camera for the shop's own pages only: the scanner (/pages/scan) reads barcodes with it.
  app.use((_req, res, next) => {
    res.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    next();
  });

  // The service worker (app/pwa/service-worker.ts): at the root, so that it serves the whole shop.
  const serviceWorker = path.join(ROOT, "build", "sw.js");
  app.get("/sw.js", (_req, res) => res.set("Cache-Control", CACHE_CONTROL.revalidate).sendFile(serviceWorker));
  // Fingerprinted build assets never change; everything else in public/ may.
  app.use("/build", express.static(path.join(ROOT, "public", "build"), { immutable: true, maxAge: "1y" }));
  // The page texts' files, named by their content's hash like the build's (app/platform/page-texts.server.ts).
  app.get("/build/texts/*", (req, res, next) => {
    const texts = pageTextsFile(req.path);
    if (texts === undefined) return next();
    res.set("Cache-Control", CACHE_CONTROL.fingerprinted).type("application/json").send(texts);
  });
  // Every file in public/ has an extension: page paths skip the file-system look-up.
  const publicFiles = express.static(path.join(ROOT, "public"), { maxAge: "1h" });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  app.use((req, res, next) => {
    if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
    refuse(req, res, 405, "method", { Allow: ALLOWED_METHODS.join(", ") });
  });

  // Remix checks the Origin of page actions only (not resource routes) and answers a mismatch with
  // a 500; refuse every cross-site write here, plainly. Without an Origin, the browser's
  // Sec-Fetch-Site or the Referer still tell another site's form.
  app.use((req, res, next) => {
    const hosts = [req.get("host"), env.TRUST_PROXY_HOPS > 0 ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined];
    const origin = req.get("origin");
    const foreign =
      isCrossSiteWrite(req.method, origin, hosts) ||
      (req.method === "POST" &&
        origin === undefined &&
        isForeignWithoutOrigin({ secFetchSite: req.get("sec-fetch-site"), referer: req.get("referer"), hosts }));
    if (!foreign) return next();
    res.set("Connection", "close").status(403).type("text/plain").send("Cross-site request refused");
  });

  // Bodies: web forms only, within the path's size limit, with a stated length.
  app.use((req, res, next) => {
    if (req.method !== "POST") return next();
    const length = req.get("content-length");
    if (length === undefined) return req.get("transfer-encoding") ? refuse(req, res, 411, "lengthRequired") : next();
    if (Number(length) > bodyLimitFor(req.path)) return refuse(req, res, 413, "tooLarge");
    if (Number(length) > 0 && !isFormContentType(req.get("content-type"))) return refuse(req, res, 415, "unsupportedType");
    next();
  });

  // An address that cannot be read (`/%ZZ`, an overlong path, `?text=%E0%A4%A`) is the client's
  // mistake: a page gets the shop's 400 page (root.tsx), a post is refused plainly before any action.
  app.use((req, res, next) => {
    const reason = malformedUrlReason(req.originalUrl);
    if (reason === null) return next();
    log("warn", "malformed URL", { requestId: res.locals.requestId, method: req.method, reason, length: req.originalUrl.length });
    if (req.method === "POST") return refuse(req, res, 400, "malformedUrl");
    res.locals.malformedUrl = true;
    next();
  });

  // A page rendered for a request already under way (a download's error page): same build, same context.
  const renderRemix = createRemixHandler(build, build.mode);
  // Mounted without a path pattern: Express would decode the path into a parameter, and fail on a malformed one.
  app.use(
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res) => {
        const context: AppLoadContext = {
          cspNonce: res.locals.cspNonce as string,
          clientIp: req.ip,
          admittedAt: res.locals.admittedAt as number,
          malformedUrl: res.locals.malformedUrl === true,
          requestId: res.locals.requestId as string,
          timing: new RequestTiming(),
        };
        context.renderPage = (request, extra) => renderRemix(request, { ...context, ...extra });
        return context;
      },
    }),
  );

  // The last resort: one JSON log line, and a short translated answer without any stack.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    logError("unhandled request error", error, { requestId: res.locals.requestId, method: req.method, path: req.path });
    if (res.headersSent) return next(error);
    refuse(req, res, 500, "server");
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log("info", "storefront listening", { url: `http://localhost:${port}`, demoErp: Boolean(demoErp) });
    // Machine-readable for the test harness, which starts the shop on a free port.
    if (process.send) process.send({ type: "ready", port });
    if (process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const healthServer = env.HEALTH_PORT === undefined ? null : startHealthServer(env.HEALTH_PORT, env.HOST, admission);
  const metricsServer = env.METRICS_PORT === undefined ? null : startMetricsServer(env.METRICS_PORT, env.METRICS_HOST);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) logError("shutting down after an error", err);
    else log("info", "shutting down", { signal });
    draining = true;
    await drain(server);
    healthServer?.close();
    metricsServer?.close();
    await stopTracing();
    await closeErpTransport();
    await demoErp?.stop();
  });
}

/**
 * Whether a path is one of the files served from public/ (the build's fingerprinted assets, and the
 * handful of icons and images beside them, listed once at boot) or the service worker.
 */
function staticFilePaths(publicDir: string): (pathName: string) => boolean {
  const files = new Set(
    fs
      .readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  return (pathName) => pathName.startsWith("/build/") || pathName === "/sw.js" || files.has(pathName);
}

/** A signal that aborts when the response closes (answered, or its connection gone) or the client has hung up. */
function lifetimeOf(req: http.IncomingMessage, res: http.ServerResponse): AbortSignal {
  const lifetime = new AbortController();
  const socket = req.socket;
  if (res.closed || socket.readableEnded) {
    lifetime.abort();
    return lifetime.signal;
  }
  // Node's server aborts a request whose client half-closes its connection (httpAllowHalfOpen is
  // off), but the response only closes once the socket has, a turn of the event loop later.
  const clientEnded = () => lifetime.abort();
  socket.once("end", clientEnded);
  res.once("close", () => {
    socket.off("end", clientEnded);
    lifetime.abort();
  });
  return lifetime.signal;
}

/**
 * Stops accepting connections and resolves when every open one has closed. A request that reaches a
 * kept-alive connection meanwhile is answered, never reset: answers now carry Connection: close
 * (see writeHead in main), which ends their connection after them. http.Server's close() would also
 * destroy at once every connection between two requests, racing a request its client is sending on
 * it right then; net.Server's close() only stops accepting. Connections still idle after
 * DRAIN_IDLE_MS were not in use (a client that keeps sending has had its last answer by then) and
 * are closed, as is each one that turns idle after that (its answer began before the drain).
 */
function drain(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    const idleWindow = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 100);
    }, DRAIN_IDLE_MS);
    net.Server.prototype.close.call(server, () => {
      clearTimeout(idleWindow);
      clearInterval(sweep);
      resolve();
    });
  });
}

const erpVerdict = sharedCheck(erpReadiness, READINESS_KEEP_MS);

/** What /healthz (the process lives) and /readyz (it can admit work and the ERP answers its calls) answer. */
async function healthAnswer(pathName: string, admission: Admission): Promise<{ status: number; body: string }> {
  if (pathName === "/healthz") return { status: 200, body: "ok" };
  if (pathName !== "/readyz") return { status: 404, body: "not found" };
  const stalledMs = admission.stalledMs();
  if (stalledMs > ADMISSION_STALL_MS) {
    return { status: 503, body: `cannot admit requests: every slot taken, none given back for ${Math.round(stalledMs / 1_000)} s` };
  }
  const failing = await erpVerdict();
  return failing === null ? { status: 200, body: "ready" } : { status: 503, body: `not ready: ${failing}` };
}

/**
 * Probes on a listener of their own. libuv accepts one connection per listener per event-loop turn,
 * so when a burst of new connections queues on the shop's port, a probe's new connection waits
 * behind all of them (seconds, in a 200-connection storm); here it is accepted on the next turn.
 */
function startHealthServer(port: number, host: string, admission: Admission): http.Server {
  const healthServer = http.createServer((req, res) => {
    // A request target the URL parser refuses (an absolute form such as "http://[") is simply not a probe.
    const pathName = URL.canParse(req.url ?? "/", "http://probe") ? new URL(req.url ?? "/", "http://probe").pathname : "";
    void healthAnswer(req.method === "GET" || req.method === "HEAD" ? pathName : "", admission).then((answer) => {
      res.writeHead(answer.status, { "Content-Type": "text/plain", "Cache-Control": CACHE_CONTROL.none }).end(answer.body);
    });
  });
  healthServer.listen(port, host, () => {
    const address = healthServer.address();
    const boundPort = typeof address === "object" && address ? address.port : port;
    log("info", "health checks listening", { url: `http://localhost:${boundPort}/healthz` });
  });
  return healthServer;
}

/** Prometheus scrapes /metrics here, never through the shop's public port. */
function startMetricsServer(port: number, host: string): http.Server {
  collectProcessMetrics();
  const metricsServer = http.createServer((req, res) => {
    if (req.method !== "GET" || !req.url?.startsWith("/metrics")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    void metricsText().then(
      ({ contentType, body }) => res.writeHead(200, { "Content-Type": contentType, "Cache-Control": CACHE_CONTROL.none }).end(body),
      (error: unknown) => {
        logError("metrics failed", error);
        res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics failed");
      },
    );
  });
  metricsServer.listen(port, host, () => {
    const address = metricsServer.address();
    const boundPort = typeof address === "object" && address ? address.port : port;
    log("info", "metrics listening", { url: `http://${host}:${boundPort}/metrics` });
  });
  return metricsServer;
}

main().catch((error: unknown) => {
  logError("storefront failed to start", error);
  process.exit(1);
});
