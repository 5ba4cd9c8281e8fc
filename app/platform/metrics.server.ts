// Prometheus metrics (prom-client), served on METRICS_PORT by server.ts. Two bundles load this
// module (server.ts and the Remix build), while prom-client (a package left external) holds one
// registry for the process: so a metric is looked up before it is made, and the breaker states are
// read through readers each bundle's transport registers.
import client, { type Counter, type Gauge, type Histogram } from "prom-client";

const { register } = client;

function histogram<L extends string>(name: string, help: string, labelNames: L[], buckets: number[]): Histogram<L> {
  return (register.getSingleMetric(name) as Histogram<L> | undefined) ?? new client.Histogram({ name, help, labelNames, buckets });
}

function counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
  return (register.getSingleMetric(name) as Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames });
}

/** Seconds: a page answers in tens of milliseconds and must within 3 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = histogram(
  "http_request_duration_seconds",
  "Storefront HTTP answers by route id, method and status",
  ["route", "method", "status"],
  LATENCY_BUCKETS,
);

export const erpCallDuration = histogram(
  "erp_call_duration_seconds",
  "ERP calls by call and outcome (ok, tolerated, malformed, timeout, unavailable, network, http_<status>, aborted)",
  ["call", "outcome"],
  LATENCY_BUCKETS,
);

export const publicCacheLookups = counter(
  "public_cache_lookups_total",
  "Public ERP data cache lookups by outcome (hit, miss, stale, expired, shared_hit)",
  ["outcome"],
);

export type BreakerReading = Array<{ area: string; state: "closed" | "half-open" | "open" }>;
const BREAKER_STATE_VALUE = { closed: 0, "half-open": 1, open: 2 } as const;
const BREAKER_READERS = Symbol.for("storefront.breakerReaders");

type WithReaders = typeof globalThis & { [BREAKER_READERS]?: Set<() => BreakerReading> };

/** Each transport (one per bundle) registers how to read its circuit breakers. */
export function registerBreakerReader(read: () => BreakerReading): void {
  const global = globalThis as WithReaders;
  const readers = (global[BREAKER_READERS] ??= new Set());
  readers.add(read);
  if (register.getSingleMetric("erp_breaker_state")) return;
  const gauge: Gauge<"area"> = new client.Gauge({
    name: "erp_breaker_state",
    help: "ERP circuit breaker per area: 0 closed, 1 half-open, 2 open",
    labelNames: ["area"],
    collect() {
      for (const reader of readers) for (const { area, state } of reader()) gauge.set({ area }, BREAKER_STATE_VALUE[state]);
    },
  });
}

/** The load shedding's state (server.ts's Admission), read at each scrape. */
export function registerAdmissionReader(read: () => { inFlight: number; queued: number }): void {
  new client.Gauge({
    name: "shop_requests_in_flight",
    help: "Page and action requests holding an admission slot",
    collect() {
      this.set(read().inFlight);
    },
  });
  new client.Gauge({
    name: "shop_requests_queued",
    help: "Requests waiting for an admission slot",
    collect() {
      this.set(read().queued);
    },
  });
}

let defaultsCollected = false;

/** Process metrics (CPU, memory, handles, GC) and event-loop lag, once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
}

/** The text exposition of every metric, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
