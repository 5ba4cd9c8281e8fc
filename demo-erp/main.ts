// The demo ERP as a process: `node build/demo-erp.js` (alone, or forked by the storefront).
import path from "node:path";
import { DEFAULT_ITEMS, startDemoErp } from "./app";
import { dialectOf } from "./dialect";
import { parseFaultRules } from "./http";

const DEFAULT_APP_TOKEN = "demo-app-token-0123456789";

function integerEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const port = integerEnv("DEMO_ERP_PORT", 0, 0, 65_535);
  const items = integerEnv("DEMO_ERP_ITEMS", DEFAULT_ITEMS, 10, 1_000_000);
  const host = process.env.DEMO_ERP_HOST || "127.0.0.1";
  const dbPath = process.env.DEMO_ERP_DB === ":memory:" ? ":memory:" : path.resolve(process.env.DEMO_ERP_DB || "data/demo-erp.sqlite");
  let appToken = process.env.ERP_APP_TOKEN ?? "";
  if (appToken === "") {
    appToken = DEFAULT_APP_TOKEN;
    console.log(JSON.stringify({ event: "default-app-token", message: "ERP_APP_TOKEN is not set: using the demo default token" }));
  }
  const faults = process.env.DEMO_ERP_FAULTS ? parseFaultRules(JSON.parse(process.env.DEMO_ERP_FAULTS)) : [];

  const dialect = dialectOf(process.env.DEMO_ERP_DIALECT);
  const erp = await startDemoErp({ port, host, dbPath, items, appToken, faults, log: true, dialect });
  console.log(JSON.stringify({ event: "listening", url: erp.url, dialect }));
  process.send?.({ type: "ready", url: erp.url });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ event: "stopping", signal }));
    erp.close().then(
      () => {
        console.log(JSON.stringify({ event: "stopped" }));
        process.exit(0);
      },
      (error: unknown) => {
        console.error(JSON.stringify({ event: "stop-failed", error: String(error) }));
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ event: "demo-erp-failed", error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
