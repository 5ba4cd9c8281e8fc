// Starts the built demo ERP and storefront as real processes on free loopback ports, for tests.
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FaultRule } from "../../demo-erp/http";
import { setDemoErpFaults } from "./faults";

export interface RunningProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function waitForReady(child: ChildProcess, name: string, timeoutMs: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs} ms`)), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited during start-up with code ${code}`));
    });
    child.on("message", (message: Record<string, unknown>) => {
      if (message?.type === "ready") {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        resolve(message);
      }
    });
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
}

export async function startDemoErpProcess(options: {
  dbPath: string;
  appToken: string;
  port?: number;
  items?: number;
  /** DEMO_ERP_DIALECT (default: the default dialect). */
  dialect?: string;
}): Promise<RunningProcess> {
  const child = fork(path.resolve("build/demo-erp.js"), [], {
    env: {
      ...process.env,
      DEMO_ERP_PORT: String(options.port ?? 0),
      DEMO_ERP_HOST: "127.0.0.1",
      DEMO_ERP_DB: options.dbPath,
      DEMO_ERP_ITEMS: String(options.items ?? 5000),
      ERP_APP_TOKEN: options.appToken,
      DEMO_ERP_DIALECT: options.dialect ?? "default",
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const ready = await waitForReady(child, "demo ERP", 180_000);
  return { url: String(ready.url), child, stop: stopper(child) };
}

export async function startShopProcess(env: Record<string, string>): Promise<RunningProcess> {
  const child = fork(path.resolve("build/server.js"), [], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SESSION_SECRET: "test-session-secret-0123456789",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const ready = await waitForReady(child, "storefront", 180_000);
  return { url: `http://127.0.0.1:${ready.port}`, child, stop: stopper(child) };
}

/** The storefront environment that points it at a (demo) ERP at `url`. */
export function erpEnv(url: string, appToken: string): Record<string, string> {
  return {
    ERP_API_URL: url,
    ERP_HUB_URL: `${url}/hub`,
    CMS_URL: `${url}/cms`,
    TRACKING_URL: `${url}/tracking`,
    ERP_APP_TOKEN: appToken,
  };
}

/** A demo ERP and a shop pointed at it, on a fresh database: for tests that disturb the ERP. */
export interface ShopWithErp {
  erp: RunningProcess;
  shop: RunningProcess;
  dbPath: string;
  appToken: string;
  /** Replaces the demo ERP's fault rules (an empty list clears them). */
  setFaults(rules: FaultRule[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startShopWithErp(
  name: string,
  options: { items?: number; shopEnv?: Record<string, string>; dialect?: string } = {},
): Promise<ShopWithErp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-${name}-`));
  const dbPath = path.join(dataDir, "erp.sqlite");
  const appToken = `${name}-e2e-app-token-${process.pid}`;
  const erp = await startDemoErpProcess({ dbPath, appToken, items: options.items ?? 400, dialect: options.dialect });
  const shop = await startShopProcess({ ...erpEnv(erp.url, appToken), ...options.shopEnv });
  return {
    erp,
    shop,
    dbPath,
    appToken,
    setFaults: (rules) => setDemoErpFaults(erp.url, appToken, rules),
    async stop() {
      await shop.stop();
      await erp.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
