// An expired ERP token (the ERP answers 401) signs the customer out cleanly: the root loader and the
// mini cart answer with a redirect to the login page (back to the page asked for), a fresh session
// without the customer and with the "session expired" toast.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { customerContextOf } from "~/platform/session.server";
import * as root from "~/root";
import * as cartRoute from "~/routes/($lang).cart";
import * as miniCartRoute from "~/routes/($lang).cart_.mini";
import * as wishlistRoute from "~/routes/($lang).pages.wishlist";
import { get, post, readSession, routeArgs, run, signInCookie, startTestErp, type DemoErpForTests } from "../support/session";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

let erp: DemoErpForTests;
let valid: string;

beforeAll(async () => {
  erp = await startTestErp();
  valid = (await signInCookie(ROSSI.username, ROSSI.password)).cookie;
});

/** A session whose ERP token the ERP no longer knows (each sign-out ends it, so one per use). */
async function expiredCookie(): Promise<string> {
  return (await signInCookie(ROSSI.username, ROSSI.password, { extra: { token: "expired-or-bogus-token" } })).cookie;
}

afterAll(async () => {
  await erp?.stop();
});

async function expectSignedOut(response: unknown, login: string, redirectTo: string) {
  expect(response).toBeInstanceOf(Response);
  const answer = response as Response;
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get("Location")!, "http://shop.test");
  expect(location.pathname).toBe(login);
  expect(location.searchParams.get("redirectTo")).toBe(redirectTo);
  const session = await readSession(answer.headers.get("Set-Cookie")!);
  expect(customerContextOf(session)).toBeNull();
  expect(session.get("name")).toBeUndefined();
  expect(session.get("toasts" as never)).toEqual([expect.objectContaining({ kind: "info", key: "session.expired" })]);
}

describe("expired ERP token", () => {
  it("the root loader signs the customer out and sends them to the login page, back to the page", async () => {
    const expired = await expiredCookie();
    const response = await run(() => root.loader(routeArgs(get("/en/shop?page=2", expired))));
    await expectSignedOut(response, "/en/pages/login", "/en/shop?page=2");
    // The old session is ended on the server, not only replaced in this browser.
    expect(customerContextOf(await readSession(expired))).toBeNull();
  });

  it("works the same in Italian", async () => {
    const response = await run(async () => root.loader(routeArgs(get("/pages/orders", await expiredCookie()))));
    await expectSignedOut(response, "/pages/login", "/pages/orders");
  });

  it("the mini cart's fetcher is sent to the login page, back to the home page", async () => {
    const response = await run(async () => miniCartRoute.loader(routeArgs(get("/en/cart/mini", await expiredCookie()))));
    await expectSignedOut(response, "/en/pages/login", "/en");
  });

  it("the cart action (also from a fetcher) and the wishlist sign the customer out, back to the page of the form", async () => {
    for (const js of ["1", "0"]) {
      const form = { intent: "add", sku: "FE10001", quantity: "1", js, redirectTo: "/en/shop?page=2" };
      const response = await run(async () => cartRoute.action(routeArgs(post("/en/cart", form, await expiredCookie()))));
      await expectSignedOut(response, "/en/pages/login", "/en/shop?page=2");
    }
    const wishlist = await run(async () =>
      wishlistRoute.action(routeArgs(post("/pages/wishlist", { intent: "toggle", sku: "FE10001", redirectTo: "/shop" }, await expiredCookie()))),
    );
    await expectSignedOut(wishlist, "/pages/login", "/shop");
  });

  it("a valid token keeps the customer signed in with the cart summary", async () => {
    const response = await run(() => root.loader(routeArgs(get("/en/shop", valid))));
    const result = response as { data: { customer: unknown; cart: { rows: unknown[] } | null } };
    expect(result.data.customer).not.toBeNull();
    expect(result.data.cart).toEqual(expect.objectContaining({ rows: expect.any(Array) }));
  });
});
