// The run's shops: one production build and one demo ERP process per dialect, started once and shared
// by the HTTP integration tests and the browser tests (scripts/test.mjs starts them for both; either
// layer's global setup starts them when run alone). Tests isolate their data (a customer of their own,
// fault rules scoped to their requests), not their shop. No app imports: Playwright loads this too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { erpEnv, startDemoErpProcess, startShopProcess, type RunningProcess } from "./processes";

export const TEST_APP_TOKEN = "test-shops-app-token-4f9a1c2b";

/** Where the run's shops are: the variables both layers read. */
export const SHOP_ENV_KEYS = ["E2E_BASE_URL", "E2E_ERP_URL", "E2E_VARYING_BASE_URL", "E2E_VARYING_ERP_URL", "E2E_APP_TOKEN", "E2E_DATA_DIR"] as const;

export function shopsAreRunning(): boolean {
  return SHOP_ENV_KEYS.every((key) => Boolean(process.env[key]));
}

async function startPair(dataDir: string, dialect: "default" | "varying"): Promise<{ erp: RunningProcess; shop: RunningProcess }> {
  const erp = await startDemoErpProcess({
    // tests/e2e/support/catalog.ts reads the default one (the generated catalogue is the same in both).
    dbPath: path.join(dataDir, dialect === "default" ? "demo-erp.sqlite" : "demo-erp-varying.sqlite"),
    appToken: TEST_APP_TOKEN,
    dialect,
  });
  const shop = await startShopProcess({
    ...erpEnv(erp.url, TEST_APP_TOKEN),
    // The sitemaps' absolute addresses (the shop's own port is picked at start, after this).
    PUBLIC_ORIGIN: "http://storefront.e2e.test",
    // Every test signs in from 127.0.0.1; the default limit is tested on a shop of its own.
    LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
  });
  return { erp, shop };
}

/** Starts both shops and puts their addresses in process.env; the returned function stops them. */
export async function startTestShops(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-tests-"));
  const [main, varying] = await Promise.all([startPair(dataDir, "default"), startPair(dataDir, "varying")]);
  Object.assign(process.env, {
    E2E_BASE_URL: main.shop.url,
    E2E_ERP_URL: main.erp.url,
    E2E_VARYING_BASE_URL: varying.shop.url,
    E2E_VARYING_ERP_URL: varying.erp.url,
    E2E_APP_TOKEN: TEST_APP_TOKEN,
    E2E_DATA_DIR: dataDir,
  });
  return async () => {
    await Promise.all([main.shop.stop(), varying.shop.stop()]);
    await Promise.all([main.erp.stop(), varying.erp.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export interface ShopAddress {
  url: string;
  erpUrl: string;
  appToken: string;
}

/** The running shop of a dialect, from the environment. */
export function testShop(dialect: "default" | "varying" = "default"): ShopAddress {
  const url = process.env[dialect === "default" ? "E2E_BASE_URL" : "E2E_VARYING_BASE_URL"];
  const erpUrl = process.env[dialect === "default" ? "E2E_ERP_URL" : "E2E_VARYING_ERP_URL"];
  const appToken = process.env.E2E_APP_TOKEN;
  if (!url || !erpUrl || !appToken) throw new Error("the test shops are not running: run through npm test or a layer's global setup");
  return { url, erpUrl, appToken };
}

export interface TestCustomer {
  id: string;
  username: string;
  password: string;
  company: string;
}

/** A new customer like a demo one (same prices, addresses, agent and kind of history), for one test's data alone. */
export async function cloneCustomer(shop: ShopAddress, like: string, options: { company?: string } = {}): Promise<TestCustomer> {
  const response = await fetch(`${shop.erpUrl}/__demo/customers`, {
    method: "POST",
    headers: { Authorization: `token ${shop.appToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ like, ...options }),
  });
  if (!response.ok) throw new Error(`demo ERP refused the customer copy: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { customer: TestCustomer };
  return body.customer;
}
