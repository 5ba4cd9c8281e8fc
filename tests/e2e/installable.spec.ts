// Installable (issue 31): the web app manifest with its icons, and the service worker that keeps only
// the build's files and answers a page it cannot fetch with the offline page. It keeps nothing of a
// customer and does not exist with JavaScript off (the back/forward cache with it: bfcache.spec.ts).
import type { Page } from "@playwright/test";
import { signIn } from "./support/sign-in";
import { expect, test, waitForHydration } from "./support/test";

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

test("the manifest of each language names the shop, opens its home and has icons that load", async ({ page, request }) => {
  for (const [path, manifestPath, startUrl] of [
    ["/", "/manifest.webmanifest", "/"],
    ["/en", "/en/manifest.webmanifest", "/en"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifestPath);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/);
    const response = await request.get(manifestPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as { start_url: string; short_name: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest.start_url).toBe(startUrl);
    expect(manifest.short_name).toBe("Ferramenta Pro");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  }
  expect((await request.get("/xx/manifest.webmanifest")).status()).toBe(404);
});

test("the service worker script is served from the root and checked before each use", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toBe("no-cache");
});

test.describe("with JavaScript on", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the service worker is registered by the page's script");

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

  test("keeps the build's files and nothing of a customer: no page, price or cart", async ({ page }) => {
    await page.goto("/en");
    await serviceWorkerActive(page);
    await signIn(page, "acquisti@ferramentarossi.example");
    for (const path of ["/en/shop", "/en/pages/cart?tab=active", "/en/pages/account"]) await page.goto(path);

    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !new URL(url).pathname.startsWith("/build/"))).toEqual([]);
  });
});

test("with JavaScript off, pages work and no service worker is registered", async ({ page, context, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "JavaScript off only");
  for (const path of ["/en", "/en/shop", "/en/pages/about-us"]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.locator(".site-header")).toBeVisible();
  }
  expect(context.serviceWorkers()).toEqual([]);
});
