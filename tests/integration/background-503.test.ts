// Spec section 8, "HTTP 503: ignored silently": the background (fetcher) requests answer data when
// the ERP is unavailable instead of throwing (which would replace the page with an error panel).
// The cart's forms say "nothing was changed" (the customer must know the add did not happen); the
// newsletter says it failed; the mini cart, the autocomplete and the shell show nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { CartActionAnswer } from "~/cart/messages";
import * as root from "~/root";
import * as autocompleteRoute from "~/routes/($lang).api.autocomplete";
import * as cartRoute from "~/routes/($lang).cart";
import * as miniCartRoute from "~/routes/($lang).cart_.mini";
import * as newsletterRoute from "~/routes/($lang).newsletter";
import * as wishlistRoute from "~/routes/($lang).pages.wishlist";
import { get, payload, post, readSession, routeArgs, run, signInCookie, startTestErp, type DemoErpForTests } from "../support/session";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const APP_TOKEN = "account-test-token-123";

let erp: DemoErpForTests;
let rossi: string;

async function setFaults(rules: unknown[]) {
  const response = await fetch(`${erp.url}/__demo/faults`, {
    method: rules.length > 0 ? "PUT" : "DELETE",
    headers: { "Content-Type": "application/json", Authorization: `token ${APP_TOKEN}` },
    body: rules.length > 0 ? JSON.stringify({ rules }) : undefined,
  });
  expect(response.status).toBeLessThan(300);
}

beforeAll(async () => {
  erp = await startTestErp();
  rossi = (await signInCookie(ROSSI.username, ROSSI.password)).cookie;
  await setFaults([{ path: "*", status: 503 }]);
});

afterAll(async () => {
  await setFaults([]);
  await erp?.stop();
});

describe("a 503 from the ERP on a background request", () => {
  it("cart add, update and remove answer the fetcher with 'nothing was changed'", async () => {
    const forms: Array<Record<string, string>> = [
      { intent: "add", sku: "FE10001", quantity: "1", js: "1" },
      { intent: "update", rowId: "1", quantity: "3", js: "1" },
      { intent: "remove", rowId: "1", js: "1" },
    ];
    for (const form of forms) {
      const result = await run(() => cartRoute.action(routeArgs(post("/en/cart", form, rossi))));
      const { data, status } = payload<CartActionAnswer>(result);
      expect(status).toBe(422);
      expect(data.ok).toBe(false);
      expect(data.messages).toEqual([{ kind: "error", key: "cartPage.messages.erpUnavailable" }]);
    }
  });

  it("the newsletter answers 'failed' as data", async () => {
    const result = await newsletterRoute.action(routeArgs(post("/en/newsletter", { email: "someone@example.com", inline: "1" })));
    expect(payload<{ outcome: string }>(result).data).toEqual({ outcome: "failed" });
  });

  it("the wishlist toggle goes back to the page with a toast", async () => {
    const result = (await run(() =>
      wishlistRoute.action(routeArgs(post("/en/pages/wishlist", { intent: "toggle", sku: "FE10001", redirectTo: "/en/shop" }, rossi))),
    )) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/en/shop");
    const session = await readSession(result.headers.get("Set-Cookie")!);
    expect(session.get("toasts" as never)).toEqual([expect.objectContaining({ kind: "error", key: "cartPage.messages.erpUnavailable" })]);
  });

  it("the mini cart answers no lines, the autocomplete an empty list, the shell renders without the cart", async () => {
    const mini = await miniCartRoute.loader(routeArgs(get("/en/cart/mini", rossi)));
    expect(mini.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mini.json()).toEqual({ mini: null });

    const suggestions = await autocompleteRoute.loader(routeArgs(get("/en/api/autocomplete?q=hammer")));
    expect(suggestions.status).toBe(503);
    expect(await suggestions.json()).toEqual({ suggestions: [] });

    const shell = await run(() => root.loader(routeArgs(get("/en/shop", rossi))));
    const data = (shell as { data: { customer: unknown; cart: unknown } }).data;
    expect(data.customer).not.toBeNull();
    expect(data.cart).toBeNull();
  });
});
