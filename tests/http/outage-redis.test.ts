// Redis stopped mid-run (issue 27, point 2), on a shop of its own started with REDIS_URL: guests keep
// browsing, a signed-in customer sees the shop's shell with a translated 503, sign-in limits are
// counted in the process meanwhile, and when Redis comes back empty the shop reconnects by itself and
// the customer is asked to sign in again, which works. (The stores themselves:
// app/platform/session-store.server.test.ts, app/platform/rate-limit.server.test.ts.)
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { startShopWithErp, type ShopWithErp } from "../support/processes";
import { hasRedis, startRedis, type TestRedis } from "../support/redis";
import type { ShopAddress } from "../support/shops";
import { Visitor } from "./support/visitor";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS;

describe.skipIf(!hasRedis)("when Redis stops", () => {
  let redis: TestRedis;
  let pair: ShopWithErp;
  let shop: ShopAddress;
  /** Rossi, signed in while Redis was up. */
  let customer: Visitor;

  beforeAll(async () => {
    redis = await startRedis();
    pair = await startShopWithErp("redis-outage", { shopEnv: { REDIS_URL: redis.url } });
    shop = { url: pair.shop.url, erpUrl: pair.erp.url, appToken: pair.appToken };
    customer = await Visitor.signedIn(ROSSI!.username, { shop });
    expect((await customer.get("/en/pages/account")).status).toBe(200);
    await redis.stop();
  }, 180_000);

  afterAll(async () => {
    await pair?.stop();
    await redis?.stop();
  });

  test("guests keep browsing, and a guest's add to cart still goes to the sign-in page", async () => {
    const guest = new Visitor(shop);
    for (const path of ["/en", "/en/shop?text=viti", "/shop"]) expect((await guest.get(path)).status, path).toBe(200);
    const add = await guest.post("/en/cart", { intent: "add", sku: "FE10001", quantity: "1", js: "0", redirectTo: "/en/shop" });
    expect(add.status).toBe(303);
    expect(add.headers.get("location")).toMatch(/^\/en\/pages\/login\?/);
  });

  test("the signed-in customer gets the shop's header and a translated 503, in both languages", async () => {
    const english = await customer.page("/en/pages/account");
    expect(english.status).toBe(503);
    expect(english.getByRole("heading", { name: "Sign-in is temporarily unavailable" })).toBeTruthy();
    expect(within(english.getByRole("banner")).getByRole("navigation", { name: "Categories" })).toBeTruthy();
    const italian = await customer.page("/pages/account");
    expect(italian.status).toBe(503);
    expect(italian.getByRole("heading", { name: "L'accesso è temporaneamente non disponibile" })).toBeTruthy();
  });

  test("sign-in limits are not lifted: the process counts the account's failures itself", async () => {
    const guesser = new Visitor(shop);
    const statuses: number[] = [];
    for (let guess = 1; guess <= 11; guess++) {
      const answer = await guesser.post("/en/pages/login", { username: BIANCHI!.username, password: `wrong-${guess}`, name__confirm: "" });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(6).fill(429)]);
  });

  test("when Redis comes back empty, the shop reconnects by itself and the customer is asked to sign in again, which works", async () => {
    redis = await startRedis(Number(new URL(redis.url).port));
    let answer!: Response;
    await expect
      .poll(
        async () => {
          answer = await customer.get("/en/pages/account");
          await answer.body?.cancel();
          return answer.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .not.toBe(503);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/en/pages/login?redirectTo=%2Fen%2Fpages%2Faccount");

    const login = await customer.page(answer.headers.get("location")!);
    expect(login.getByText("Your session has expired, please sign in again.")).toBeTruthy();
    const redirectTo = login.document.querySelector<HTMLInputElement>('input[name="redirectTo"]')!.value;
    const signedIn = await customer.post("/en/pages/login", { username: ROSSI!.username, password: "demo1234", name__confirm: "", redirectTo });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/en/pages/account");
    const account = await customer.page("/en/pages/account");
    expect(account.status).toBe(200);
    expect(within(account.getByRole("banner")).getAllByText(ROSSI!.company, { exact: false }).length).toBeGreaterThan(0);
  });
});
