// An expired ERP token (the ERP answers 401) signs the customer out cleanly: the root loader and the
// mini cart answer with a redirect to the login page (back to the page asked for), a fresh session
// without the customer and with the "session expired" toast.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { customerContextOf } from "~/page/request.server";
import * as root from "~/root";
import * as cartRoute from "~/routes/($lang).cart";
import * as miniCartRoute from "~/routes/($lang).cart_.mini";
import * as checkoutRoute from "~/routes/($lang).pages.checkout";
import * as wishlistRoute from "~/routes/($lang).pages.wishlist";
import { Browser, readSession, useTestErp, type Answer } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

useTestErp();
let valid: Browser;

beforeAll(async () => {
  valid = await Browser.signIn(ROSSI);
});

/** A browser whose session holds an ERP token the ERP no longer knows (each sign-out ends it, so one per use). */
async function expiredSession(): Promise<Browser> {
  return Browser.signIn(ROSSI, { session: { token: "expired-or-bogus-token" } });
}

async function expectSignedOut(answer: Answer<unknown>, login: string, redirectTo: string) {
  expect(answer.response).toBeInstanceOf(Response);
  expect(answer.status).toBe(302);
  const location = new URL(answer.location!, "http://shop.test");
  expect(location.pathname).toBe(login);
  expect(location.searchParams.get("redirectTo")).toBe(redirectTo);
  const session = await readSession(answer.headers.get("Set-Cookie")!);
  expect(customerContextOf(session)).toBeNull();
  expect(session.get("name")).toBeUndefined();
  expect(session.get("toasts" as never)).toEqual([expect.objectContaining({ kind: "info", key: "session.expired" })]);
}

describe("expired ERP token", () => {
  it("the root loader signs the customer out and sends them to the login page, back to the page", async () => {
    const expired = await expiredSession();
    const captured = expired.cookie;
    await expectSignedOut(await expired.call(root.loader, "/en/shop?page=2"), "/en/pages/login", "/en/shop?page=2");
    // The old session is ended on the server, not only replaced in this browser.
    expect(customerContextOf(await readSession(captured))).toBeNull();
  });

  it("works the same in Italian", async () => {
    await expectSignedOut(await (await expiredSession()).call(root.loader, "/pages/orders"), "/pages/login", "/pages/orders");
  });

  it("the mini cart's fetcher is sent to the login page, back to the home page", async () => {
    await expectSignedOut(await (await expiredSession()).call(miniCartRoute.loader, "/en/cart/mini"), "/en/pages/login", "/en");
  });

  it("the cart action (also from a fetcher) and the wishlist sign the customer out, back to the page of the form", async () => {
    for (const js of ["1", "0"]) {
      const form = { intent: "add", sku: "FE10001", quantity: "1", js, redirectTo: "/en/shop?page=2" };
      await expectSignedOut(await (await expiredSession()).call(cartRoute.action, "/en/cart", { form }), "/en/pages/login", "/en/shop?page=2");
    }
    const wishlist = await (
      await expiredSession()
    ).call(wishlistRoute.action, "/pages/wishlist", {
      form: { intent: "add", sku: "FE10001", redirectTo: "/shop" },
    });
    await expectSignedOut(wishlist, "/pages/login", "/shop");
  });

  it("checking the order at checkout signs the customer out, back to the checkout", async () => {
    const form = { intent: "prepare", deliveryType: "SHIPPING_GOOD" };
    await expectSignedOut(
      await (await expiredSession()).call(checkoutRoute.action, "/en/pages/checkout", { form }),
      "/en/pages/login",
      "/en/pages/checkout",
    );
  });

  it("a valid token keeps the customer signed in with the cart summary", async () => {
    const data = await valid.data<{ customer: unknown; cart: { rows: unknown[] } | null }>(root.loader, "/en/shop");
    expect(data.customer).not.toBeNull();
    expect(data.cart).toEqual(expect.objectContaining({ rows: expect.any(Array) }));
  });
});
