// The back/forward cache: a guest's page may be restored from memory on Back (issue 14), also one the
// service worker served; a page of a signed-in customer is never stored, so Back after signing out
// cannot show it. (The Cache-Control that decides it: tests/integration/page-contract.test.ts.)
import { expect, signInAs, test } from "./support/test";
import { chromium } from "./support/chromium.mjs";

// Playwright turns the cache off in the browsers it launches; this browser has it, as people's do.
test.use({ launchOptions: { ...chromium, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

test("Back restores a guest's page from memory, never a signed-in customer's", async ({ page, context, shop }) => {
  const backFromAnotherDocument = async () => {
    await page.evaluate(() => Object.assign(window, { keptInMemory: true }));
    await page.goto("/en/pages/about-us");
    // A page restored from memory fires no "load": wait for the navigation itself.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/en\/shop$/);
    return page.evaluate(() => "keptInMemory" in window);
  };
  await page.goto("/en/shop");
  // Chromium keeps no page left while its service worker is still installing (the first visit only).
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await backFromAnotherDocument()).toBe(true);

  await signInAs(context, shop, "info@termoidraulicaesposito.example");
  await page.goto("/en/shop");
  expect(await backFromAnotherDocument()).toBe(false);
});

test("Back restores a guest's page that the service worker served", async ({ page }) => {
  await page.goto("/en");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto("/en/shop");
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.evaluate(() => Object.assign(window, { keptInMemory: true }));
  await page.goto("/en/pages/about-us");
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/en\/shop$/);
  expect(await page.evaluate(() => "keptInMemory" in window)).toBe(true);
});
