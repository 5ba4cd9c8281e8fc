// `npm run load`: the shop under overload (a script run by hand, not a test). Starts the production
// build against a demo ERP of its own, sends LOAD_CONNECTIONS (200) connections for LOAD_SECONDS
// (60) at home, search and product pages, and prints the answers by kind. While the demo ERP is
// healthy, no answer may blame the ERP ("cannot be reached", "taking too long"): an overloaded shop
// says "busy" (503 with Retry-After) instead. /healthz is timed every 200 ms throughout, from a
// process of its own (target: every answer under 1 s).
import fs from "node:fs";
import { fork } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startDemoErp, startShop, stopAll } from "./lib/processes.mjs";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

const PATHS = ["/", "/en", "/shop", "/shop?text=vite", "/en/shop?text=tassello", "/shop?family_lev1=FE", "/product/default/FE10001", "/en/product/default/UT10024"];

/** What an answer says: served, busy, or an ERP blamed for the shop's own trouble. */
function kindOf(status, body) {
  if (status === 503 && /busy|occupato/.test(body)) return "busy";
  if (/cannot be reached|non è raggiungibile|taking too long|troppo tempo/.test(body)) return "blames the ERP";
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
  const shop = await startShop(erp);

  const probe = probeHealth(shop.url);

  const kinds = new Map();
  const count = (kind) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  const result = await autocannon({
    url: shop.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: PATHS.map((pathName) => ({ method: "GET", path: pathName, onResponse: (status, body) => count(kindOf(status, body)) })),
  });
  const health = await probe.stop();
  stopAll();
  fs.rmSync(dir, { recursive: true, force: true });

  const sortedHealth = [...health].sort((a, b) => a - b);
  console.log(`${CONNECTIONS} connections for ${SECONDS} s over ${PATHS.length} pages: ${result.requests.total} answers, ${result.errors} connection errors, ${result.timeouts} time-outs`);
  for (const [kind, total] of [...kinds].sort()) console.log(`  ${kind.padEnd(15)} ${total}`);
  console.log(`  page latency    p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  const slowest = health.indexOf(sortedHealth.at(-1));
  console.log(
    `/healthz (a new connection every 200 ms): ${health.length} answers, p50 ${sortedHealth[Math.floor(health.length / 2)]?.toFixed(1)} ms, ` +
      `p99 ${sortedHealth[Math.floor(health.length * 0.99)]?.toFixed(1)} ms, max ${sortedHealth.at(-1)?.toFixed(1)} ms (probe ${slowest + 1})`,
  );
  const blamed = kinds.get("blames the ERP") ?? 0;
  const slowHealth = sortedHealth.at(-1) >= 1_000;
  console.log(blamed === 0 && !slowHealth ? "PASS: no answer blamed the ERP; /healthz always under 1 s" : "FAIL");
  process.exitCode = blamed === 0 && !slowHealth ? 0 : 1;
}

main().catch((error) => {
  stopAll();
  console.error(error);
  process.exit(1);
});
