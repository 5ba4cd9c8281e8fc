// Starts the built storefront the way the README's start command does (embedded demo ERP, fresh
// database) on a free port, publishes its address in E2E_BASE_URL, and stops it afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShopProcess } from "../support/processes";

export const E2E_APP_TOKEN = "e2e-app-token-4f9a1c2b";

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-"));
  const shop = await startShopProcess({
    ERP_API_URL: "",
    ERP_HUB_URL: "",
    CMS_URL: "",
    TRACKING_URL: "",
    ERP_APP_TOKEN: E2E_APP_TOKEN,
    DEMO_ERP_DB: path.join(dataDir, "demo-erp.sqlite"),
    // Every spec signs in from 127.0.0.1; identity.spec.ts tests the default limit on its own shop.
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
  });
  process.env.E2E_BASE_URL = shop.url;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
