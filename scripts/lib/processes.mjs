// The scripts' way to run the built demo ERP and production shop as child processes on free
// loopback ports (npm run bench, scripts/load.mjs). Run `npm run build` first.
import { fork } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";

export const APP_TOKEN = `script-${crypto.randomBytes(12).toString("hex")}`;
const children = [];

function waitForReady(child, name) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time`)), 600_000);
    child.once("exit", (code) => reject(new Error(`${name} exited with code ${code}`)));
    child.on("message", (message) => {
      if (message?.type === "ready") {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        resolve(message);
      }
    });
  });
}

/** The demo ERP on a database at `dbPath` with `items` articles; its URL. */
export async function startDemoErp(dbPath, items) {
  const child = fork(path.resolve("build/demo-erp.js"), [], {
    env: {
      ...process.env,
      DEMO_ERP_PORT: "0",
      DEMO_ERP_HOST: "127.0.0.1",
      DEMO_ERP_DB: dbPath,
      DEMO_ERP_ITEMS: String(items),
      ERP_APP_TOKEN: APP_TOKEN,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.push(child);
  const ready = await waitForReady(child, "demo ERP");
  return String(ready.url);
}

/** The production shop pointed at the ERP at `erpUrl`; its URL and process id. */
export async function startShop(erpUrl, env = {}) {
  const child = fork(path.resolve("build/server.js"), [], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
      LOG_LEVEL: "error",
      ERP_API_URL: erpUrl,
      ERP_HUB_URL: `${erpUrl}/hub`,
      CMS_URL: `${erpUrl}/cms`,
      TRACKING_URL: `${erpUrl}/tracking`,
      ERP_APP_TOKEN: APP_TOKEN,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.push(child);
  const ready = await waitForReady(child, "storefront");
  return { url: `http://127.0.0.1:${ready.port}`, pid: child.pid };
}

/** Stops every process started here. */
export function stopAll() {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGTERM");
}
