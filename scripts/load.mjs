// `npm run load`: the shop under overload (a script run by hand, not a test). Starts the production
// build against a demo ERP of its own. First the goodput: pages answered 200 a second on
// /shop?text=viti for LOAD_GOODPUT_SECONDS (10) at 8 connections (the shop's best) and then at 200;
// at 200 the shop must keep at least 80 % of it, or the run fails. Then the storm: LOAD_CONNECTIONS
// (200) connections for LOAD_SECONDS (60) at home, search and product pages, and the answers by kind. While the demo ERP is
// healthy, no answer may blame the ERP ("cannot be reached", "taking too long"): an overloaded shop
// says "busy" (503 with Retry-After) instead. /healthz is timed every 200 ms throughout, from a
// process of its own, on the probes' port (HEALTH_PORT; target: every answer under 1 s) and, for
// comparison, on the shop's port, where a new connection queues behind the storm's (see server.ts).
// After the storm it prints the shop's state (requests in flight and queued, /readyz, a page's
// status and time): a page must be served within 2 s of the storm's end, or the run fails.
import fs from "node:fs";
import { fork } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startDemoErp, startShop, stopAll } from "./lib/processes.mjs";

const AFTER_STORM_MS = 2_000;
const GOODPUT_PATH = "/shop?text=viti";
const GOODPUT_SECONDS = Number(process.env.LOAD_GOODPUT_SECONDS ?? 10);
const BEST_CONNECTIONS = 8;
const OVERLOAD_CONNECTIONS = 200;
/** The share of its best goodput the shop must keep when overloaded. */
const GOODPUT_KEPT = 0.8;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

const PATHS = [
  "/",
  "/en",
  "/shop",
  "/shop?text=vite",
  "/en/shop?text=tassello",
  "/shop?family_lev1=FE",
  "/product/default/FE10001",
  "/en/product/default/UT10024",
];

/**
 * What an answer says: busy (the admission's plain-text refusal), an ERP blamed for the shop's own
 * trouble (the error panel, or a part of a page saying so), or else its status. Read from what the
 * page shows: every page carries its texts in a JSON script for the browser's translations, the
 * ERP's error messages and "busy" among them, so matching the whole body counted every page served
 * as blaming the ERP and every 503 as busy.
 */
function kindOf(status, body) {
  const shown = body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  if (status === 503 && /very busy|molto occupato/.test(shown)) return "busy";
  if (/cannot be reached|non è raggiungibile|taking too long|troppo tempo/.test(shown)) return `blames the ERP (${status})`;
  return String(status);
}

/** Starts timing /healthz in a separate process; stop() resolves with the timings in ms. */
function probeHealth(url) {
  const probe = fork(path.resolve("scripts/lib/health-probe.mjs"), [url], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const timings = new Promise((resolve) => probe.once("message", resolve));
  return {
    stop() {
      probe.send("stop");
      return timings;
    },
  };
}

async function main() {
  if (!fs.existsSync("build/server.js")) throw new Error("run `npm run build` first");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-load-"));
  const erp = await startDemoErp(path.join(dir, "erp.sqlite"), 5000);
  const healthPort = await freePort();
  const metricsPort = await freePort();
  const shop = await startShop(erp, { HEALTH_PORT: String(healthPort), METRICS_PORT: String(metricsPort) });

  const probe = probeHealth(`http://127.0.0.1:${healthPort}`);
  const shopPortProbe = probeHealth(shop.url);

  // The search's public data in the cache, as in a shop that has been running.
  await fetch(`${shop.url}${GOODPUT_PATH}`).then((answer) => answer.arrayBuffer());
  const best = await goodput(shop.url, BEST_CONNECTIONS);
  const overloaded = await goodput(shop.url, OVERLOAD_CONNECTIONS);

  const kinds = new Map();
  const count = (kind) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  const result = await autocannon({
    url: shop.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: PATHS.map((pathName) => ({ method: "GET", path: pathName, onResponse: (status, body) => count(kindOf(status, body)) })),
  });
  const after = await stateAfterStorm(shop.url, healthPort, metricsPort, Date.now());
  const health = await probe.stop();
  const shopPortHealth = await shopPortProbe.stop();
  stopAll();
  fs.rmSync(dir, { recursive: true, force: true });

  const kept = overloaded.pagesPerSecond / best.pagesPerSecond;
  for (const figures of [best, overloaded]) {
    console.log(
      `goodput on ${GOODPUT_PATH} at ${String(figures.connections).padStart(3)} connections: ${figures.pagesPerSecond.toFixed(1)} pages/s ` +
        `(${figures.served} answered 200, ${figures.refused} refused 503, ${figures.other} other, ${figures.errors} connection errors, in ${figures.seconds} s)`,
    );
  }
  console.log(`  kept at ${OVERLOAD_CONNECTIONS} connections: ${(kept * 100).toFixed(0)} % (at least ${GOODPUT_KEPT * 100} %)`);
  console.log(
    `${CONNECTIONS} connections for ${SECONDS} s over ${PATHS.length} pages: ${result.requests.total} answers, ${result.errors} connection errors, ${result.timeouts} time-outs`,
  );
  for (const [kind, total] of [...kinds].sort()) console.log(`  ${kind.padEnd(21)} ${total}`);
  console.log(`  page latency    p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  const slowestHealth = printTimings("/healthz on HEALTH_PORT", health);
  printTimings("/healthz on the shop's port", shopPortHealth);
  console.log(
    `after the storm: ${after.inFlight} requests in flight, ${after.queued} queued; /readyz ${after.ready}; ` +
      `/shop?text=vite ${after.page.status} in ${after.page.ms} ms (${after.page.sinceEndMs} ms after the storm's end)`,
  );
  console.log(`the shop's ERP calls over the whole run, by outcome: ${after.erpCalls}`);
  const blamed = [...kinds].reduce((total, [kind, count]) => (kind.startsWith("blames the ERP") ? total + count : total), 0);
  const slowHealth = slowestHealth >= 1_000;
  const served = after.page.status === 200;
  const passed = blamed === 0 && !slowHealth && served && kept >= GOODPUT_KEPT;
  console.log(
    passed
      ? `PASS: at ${OVERLOAD_CONNECTIONS} connections ${(kept * 100).toFixed(0)} % of the goodput at ${BEST_CONNECTIONS}; no answer blamed the ERP; /healthz always under 1 s; a page served within 2 s of the storm's end`
      : "FAIL",
  );
  process.exitCode = passed ? 0 : 1;
}

/** Pages answered 200 a second on GOODPUT_PATH with `connections` connections, and the other answers. */
async function goodput(shopUrl, connections) {
  const result = await autocannon({ url: `${shopUrl}${GOODPUT_PATH}`, connections, duration: GOODPUT_SECONDS });
  const count = (status) => result.statusCodeStats[status]?.count ?? 0;
  const served = count("200");
  const refused = count("503");
  return {
    connections,
    served,
    refused,
    other: result.requests.total - served - refused,
    errors: result.errors,
    seconds: result.duration,
    pagesPerSecond: served / result.duration,
  };
}

/**
 * The shop right after the storm: its admission gauges and /readyz, and meanwhile a page asked until
 * it is served or AFTER_STORM_MS have passed since `stormEnd` (a refusal then is a shop that did not
 * recover).
 */
async function stateAfterStorm(shopUrl, healthPort, metricsPort, stormEnd) {
  const servedPage = async () => {
    let page;
    do {
      const started = Date.now();
      const timeLeft = Math.max(1, AFTER_STORM_MS - (started - stormEnd));
      const answer = await fetch(`${shopUrl}/shop?text=vite`, { signal: AbortSignal.timeout(timeLeft) }).catch(() => null);
      await answer?.arrayBuffer();
      page = { status: answer?.status ?? "no answer", ms: Date.now() - started, sinceEndMs: Date.now() - stormEnd };
    } while (page.status !== 200 && Date.now() - stormEnd < AFTER_STORM_MS);
    return page;
  };
  const readiness = async () => {
    const readyz = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
    return `${readyz.status} ${await readyz.text()}`;
  };
  const [page, metrics, ready] = await Promise.all([
    servedPage(),
    fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((answer) => answer.text()),
    readiness(),
  ]);
  const gauge = (name) => Number(metrics.match(new RegExp(`^${name} (\\d+)`, "m"))?.[1]);
  return { inFlight: gauge("shop_requests_in_flight"), queued: gauge("shop_requests_queued"), ready, page, erpCalls: erpCallsOf(metrics) };
}

/** The shop's ERP calls of the whole run by outcome (ok, timeout, …), each with its mean time in ms. */
function erpCallsOf(metrics) {
  const outcomes = new Map();
  for (const [, measure, labels, value] of metrics.matchAll(/^erp_call_duration_seconds_(count|sum)\{([^}]*)\} (\S+)$/gm)) {
    const outcome = labels.match(/outcome="([^"]*)"/)?.[1] ?? "?";
    const figures = outcomes.get(outcome) ?? { count: 0, seconds: 0 };
    if (measure === "count") figures.count += Number(value);
    else figures.seconds += Number(value);
    outcomes.set(outcome, figures);
  }
  return [...outcomes]
    .map(([outcome, { count, seconds }]) => `${outcome} ${count} (mean ${count ? ((seconds / count) * 1000).toFixed(0) : 0} ms)`)
    .join(", ");
}

/** Prints p50, p99 and the slowest of `timings`; returns the slowest. */
function printTimings(label, timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  const slowest = sorted.at(-1);
  console.log(
    `${label} (a new connection every 200 ms): ${timings.length} answers, p50 ${sorted[Math.floor(timings.length / 2)]?.toFixed(1)} ms, ` +
      `p99 ${sorted[Math.floor(timings.length * 0.99)]?.toFixed(1)} ms, max ${slowest?.toFixed(1)} ms (probe ${timings.indexOf(slowest) + 1})`,
  );
  return slowest;
}

main().catch((error) => {
  stopAll();
  console.error(error);
  process.exit(1);
});
