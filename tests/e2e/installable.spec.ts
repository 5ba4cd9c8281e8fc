// Installable (issue 31), what the service worker does in a browser: it answers a page it cannot fetch
// with the offline page in the page's language, and keeps only the build's files, nothing of a
// customer. (The manifest, its icons and the worker's script as served: tests/http/shell-installable.test.ts;
// no worker with JavaScript off: the @no-js journey of shell.spec.ts; the back/forward cache: bfcache.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, signInAs, test, waitForHydration } from "./support/test";

/** Waits until the shop's service worker is active (it registers after the page has loaded). */
async function serviceWorkerActive(page: Page): Promise<string | undefined> {
  return page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL));
}

/** Every URL in the browser's caches of the shop's origin. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** A navigation that may end on the offline page, which has no script and so no hydration marker. */
async function navigateTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => window.location.assign(target), path);
  await page.waitForURL(`**${path}`, { waitUntil: "commit" });
}

test("offline, a new page is the offline page in its language; online again, the shop", async ({ page, context }) => {
  await page.goto("/en/shop");
  expect(await serviceWorkerActive(page)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await navigateTo(page, "/en/pages/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("Your lists and cart are on the server")).toBeVisible();
  await navigateTo(page, "/pages/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "Sei offline" })).toBeVisible();
  await expect(page.getByText("Le tue liste e il carrello sono sul server")).toBeVisible();

  // Back online, "Try again" (here "Riprova") brings the page itself.
  await context.setOffline(false);
  await page.getByRole("link", { name: "Riprova" }).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/pages\/about-us$/);
  await expect(page.getByRole("heading", { name: "Sei offline" })).toHaveCount(0);
  await expect(page.locator(".site-header")).toBeVisible();
});

test("keeps the build's files and nothing of a customer: no page, price or cart", async ({ page, context, shop }) => {
  await page.goto("/en");
  await serviceWorkerActive(page);
  await signInAs(context, shop, "acquisti@ferramentarossi.example");
  for (const path of ["/en/shop", "/en/pages/cart?tab=active", "/en/pages/account"]) await page.goto(path);

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => !new URL(url).pathname.startsWith("/build/"))).toEqual([]);
});
