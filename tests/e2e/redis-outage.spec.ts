// Redis stopped mid-run (issue 27, point 2), on a production server of our own with REDIS_URL:
// guests keep browsing, a signed-in customer sees the shop's shell with a translated 503, sign-in
// limits count in the process meanwhile, and when Redis comes back empty the shop reconnects by
// itself and the customer is asked to sign in again, which works.
import { expect, test } from "./support/test";
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from "../../demo-erp/customers";
import { startShopWithErp, type ShopWithErp } from "../support/processes";
import { hasRedis, startRedis, type TestRedis } from "../support/redis";
import { signIn } from "./support/sign-in";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS;

test.describe("when Redis stops", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: one browser mode is enough");
  test.skip(!hasRedis, "redis-server is not installed");
  test.setTimeout(120_000);

  let redis: TestRedis;
  let shop: ShopWithErp;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    redis = await startRedis();
    shop = await startShopWithErp("redis-outage", { shopEnv: { REDIS_URL: redis.url } });
  });

  test.afterAll(async () => {
    await shop?.stop();
    await redis?.stop();
  });

  test("guests browse, customers get a translated 503 in the shell, limits hold, and sign-in comes back", async ({ page, request }) => {
    const base = shop.shop.url;
    await signIn(page, ROSSI!.username, { baseUrl: base, path: "/en/pages/login" });
    expect((await page.goto(`${base}/en/pages/account`))?.status()).toBe(200);

    await redis.stop();

    // Guests keep browsing; a guest's add-to-cart still goes to the sign-in page.
    for (const path of ["/en", "/en/shop?text=viti", "/shop"]) expect((await request.get(`${base}${path}`)).status(), path).toBe(200);
    const add = await request.post(`${base}/en/cart`, {
      form: { intent: "add", sku: "FE10001", quantity: "1", js: "0", redirectTo: "/en/shop" },
      headers: { Origin: base },
      maxRedirects: 0,
    });
    expect(add.status()).toBe(303);
    expect(add.headers()["location"]).toMatch(/^\/en\/pages\/login\?/);

    // The signed-in customer: the shop's header and a translated 503, in both languages.
    expect((await page.goto(`${base}/en/pages/account`))?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Sign-in is temporarily unavailable" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    expect((await page.goto(`${base}/pages/account`))?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "L'accesso è temporaneamente non disponibile" })).toBeVisible();

    // Sign-in limits are not lifted: the process counts the account's failures itself.
    const statuses: number[] = [];
    for (let guess = 1; guess <= 11; guess++) {
      const answer = await request.post(`${base}/en/pages/login`, {
        form: { username: BIANCHI!.username, password: `wrong-${guess}`, name__confirm: "" },
        headers: { Origin: base },
        maxRedirects: 0,
      });
      statuses.push(answer.status());
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(6).fill(429)]);

    // Redis comes back empty: the shop reconnects by itself and the customer is asked to sign in again.
    redis = await startRedis(Number(new URL(redis.url).port));
    await expect.poll(async () => (await page.goto(`${base}/en/pages/account`))?.status(), { timeout: 30_000, intervals: [500] }).toBe(200);
    await expect(page).toHaveURL(`${base}/en/pages/login?redirectTo=%2Fen%2Fpages%2Faccount`);
    await expect(page.getByText("Your session has expired, please sign in again.")).toBeVisible();
    await signIn(page, ROSSI!.username, { password: DEMO_PASSWORD });
    await expect(page).toHaveURL(`${base}/en/pages/account`);
    await expect(page.getByRole("banner")).toContainText(ROSSI!.company);
  });
});
