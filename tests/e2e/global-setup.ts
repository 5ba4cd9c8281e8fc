// Starts the built storefront the way the README's start command does (embedded demo ERP, fresh
// database) on a free port, publishes its address in E2E_BASE_URL, and stops it afterwards; and a
// second one whose demo ERP answers in its varying dialect (E2E_VARYING_BASE_URL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShopProcess } from "../support/processes";

export const E2E_APP_TOKEN = "e2e-app-token-4f9a1c2b";

/** A shop with its embedded demo ERP on a fresh database, answering in the given dialect. */
function startShop(dataDir: string, dialect: "default" | "varying") {
  return startShopProcess({
    ERP_API_URL: "",
    ERP_HUB_URL: "",
    CMS_URL: "",
    TRACKING_URL: "",
    ERP_APP_TOKEN: E2E_APP_TOKEN,
    // tests/e2e/support/catalog.ts reads the default one (the generated catalogue is the same in both).
    DEMO_ERP_DB: path.join(dataDir, dialect === "default" ? "demo-erp.sqlite" : "demo-erp-varying.sqlite"),
    DEMO_ERP_DIALECT: dialect,
    // The sitemaps' absolute addresses (the shop's own port is picked at start, after this).
    PUBLIC_ORIGIN: "http://storefront.e2e.test",
    // Every spec signs in from 127.0.0.1; identity.spec.ts tests the default limit on its own shop.
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
  });
}

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-"));
  // The second shop's ERP answers in the shapes other deployments use (the @dialect scenarios).
  const [shop, varying] = await Promise.all([startShop(dataDir, "default"), startShop(dataDir, "varying")]);
  process.env.E2E_BASE_URL = shop.url;
  process.env.E2E_VARYING_BASE_URL = varying.url;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await Promise.all([shop.stop(), varying.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
