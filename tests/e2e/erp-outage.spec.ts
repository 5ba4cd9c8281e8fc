// A vanished ERP: the shop answers with a clear translated page (no stack trace) and recovers by
// itself when the ERP is back. Runs its own demo ERP and shop so that stopping the ERP disturbs no
// other test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { erpEnv, startDemoErpProcess, startShopProcess, type RunningProcess } from "../support/processes";

const APP_TOKEN = "outage-app-token-91b2";

test.describe("when the ERP stops", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: one browser mode is enough");
  test.setTimeout(120_000);

  let dataDir: string;
  let erp: RunningProcess;
  let shop: RunningProcess;

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-outage-"));
    erp = await startDemoErpProcess({ dbPath: path.join(dataDir, "erp.sqlite"), appToken: APP_TOKEN, items: 400 });
    shop = await startShopProcess(erpEnv(erp.url, APP_TOKEN));
  });

  test.afterAll(async () => {
    await shop?.stop();
    await erp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("the page explains the problem in the customer's language, then recovers", async ({ page }) => {
    expect((await page.goto(`${shop.url}/en`))?.status()).toBe(200);
    await expect(page.locator(".product-card").first()).toBeVisible();

    await erp.stop();
    const down = await page.goto(`${shop.url}/en`);
    expect(down?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Oops, something went wrong" })).toBeVisible();
    await expect(page.getByText("Our management system cannot be reached right now.")).toBeVisible();
    // The shell still renders from the last good copy of the menu.
    await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
    expect(await page.content()).not.toMatch(/at .*\.js:\d+|ECONNREFUSED|ErpError/);

    // From inside the site (same-origin Referer): the remembered English does not redirect "/".
    const italian = await page.goto(shop.url, { referer: `${shop.url}/en` });
    expect(italian?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Ops, qualcosa è andato storto" })).toBeVisible();

    erp = await startDemoErpProcess({
      dbPath: path.join(dataDir, "erp.sqlite"),
      appToken: APP_TOKEN,
      items: 400,
      port: Number(new URL(erp.url).port),
    });
    await expect
      .poll(async () => (await page.goto(`${shop.url}/en`))?.status(), { timeout: 30_000, intervals: [1_000] })
      .toBe(200);
    await expect(page.locator(".product-card").first()).toBeVisible();
  });
});
