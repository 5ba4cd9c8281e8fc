// A vanished ERP: the shop answers with a clear translated page (no stack trace) and recovers by
// itself when the ERP is back; an ERP that answers with a server error (500) is not "unreachable":
// the page says something went wrong and the team has been notified. Runs its own demo ERPs and
// shops so that stopping or breaking the ERP disturbs no other test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { erpEnv, startDemoErpProcess, startShopProcess, startShopWithErp, type RunningProcess, type ShopWithErp } from "../support/processes";

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
    await expect.poll(async () => (await page.goto(`${shop.url}/en`))?.status(), { timeout: 30_000, intervals: [1_000] }).toBe(200);
    await expect(page.locator(".product-card").first()).toBeVisible();
  });
});

test.describe("when the ERP answers with a server error", () => {
  let pair: ShopWithErp;

  test.beforeAll(async () => {
    pair = await startShopWithErp("erp-500");
  });

  test.afterAll(async () => {
    await pair?.stop();
  });

  test("a search says something went wrong and the team has been notified, in both languages", async ({ page }) => {
    await pair.setFaults([{ path: "/hub/search/search", status: 500 }]);
    try {
      for (const { prefix, title, text, search } of [
        { prefix: "/en", title: "Oops, something went wrong", text: "Our team has been notified. Please try again shortly.", search: "Search" },
        { prefix: "", title: "Ops, qualcosa è andato storto", text: "Il nostro team è stato avvisato. Riprova tra poco.", search: "Cerca" },
      ]) {
        await page.goto(`${pair.shop.url}${prefix}/pages/about-us`);
        const box = page.locator(".search-form--desktop");
        await box.locator('input[name="text"]').fill("drill");
        await box.getByRole("button", { name: search }).click();
        await expect(page).toHaveURL(/\/shop\?text=drill$/);
        await expect(page.getByRole("heading", { name: title })).toBeVisible();
        await expect(page.getByText(text)).toBeVisible();
        await expect(page.getByText(/cannot be reached|non è raggiungibile/)).toHaveCount(0);
      }
    } finally {
      await pair.setFaults([]);
    }
    // Once the ERP is well again, the customer's retry shows the listing.
    await page.getByRole("link", { name: "Riprova" }).click();
    await expect(page.getByRole("heading", { name: "Risultati per “drill”" })).toBeVisible();
  });
});
