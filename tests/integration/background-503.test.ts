// Spec section 8, "HTTP 503: ignored silently": the background (fetcher) requests answer data when
// the ERP is unavailable instead of throwing (which would replace the page with an error panel).
// The cart's forms say "nothing was changed" (the customer must know the add did not happen); the
// newsletter says it failed; the mini cart, the autocomplete and the shell show nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { CartActionAnswer } from "~/cart/messages";
import * as root from "~/root";
import * as autocompleteRoute from "~/routes/($lang).api.autocomplete";
import * as cartRoute from "~/routes/($lang).cart";
import * as miniCartRoute from "~/routes/($lang).cart_.mini";
import * as newsletterRoute from "~/routes/($lang).newsletter";
import * as wishlistRoute from "~/routes/($lang).pages.wishlist";
import { Browser, readSession, useTestErp } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const demo = useTestErp();
let rossi: Browser;

beforeAll(async () => {
  rossi = await Browser.signIn(ROSSI);
  await demo.setFaults([{ path: "*", status: 503 }]);
});

describe("a 503 from the ERP on a background request", () => {
  it("cart add, update and remove answer the fetcher with 'nothing was changed'", async () => {
    const forms: Array<Record<string, string>> = [
      { intent: "add", sku: "FE10001", quantity: "1", js: "1" },
      { intent: "update", rowId: "1", quantity: "3", js: "1" },
      { intent: "remove", rowId: "1", js: "1" },
    ];
    for (const form of forms) {
      const { data, status } = await rossi.call<CartActionAnswer>(cartRoute.action, "/en/cart", { form });
      expect(status).toBe(422);
      expect(data.ok).toBe(false);
      // With its text, in the page's language: the page that posted may not have the cart page's texts.
      expect(data.messages).toEqual([
        {
          kind: "error",
          key: "cartPage.messages.erpUnavailable",
          text: "Our management system cannot be reached right now. Nothing was changed: please try again shortly.",
        },
      ]);
    }
  });

  it("the newsletter answers 'failed' as data", async () => {
    const result = await new Browser().call(newsletterRoute.action, "/en/newsletter", { form: { email: "someone@example.com", inline: "1" } });
    expect(result.data).toEqual({ outcome: "failed" });
  });

  it("the wishlist button goes back to the page with a toast", async () => {
    const result = await rossi.call(wishlistRoute.action, "/en/pages/wishlist", {
      form: { intent: "add", sku: "FE10001", redirectTo: "/en/shop" },
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe("/en/shop");
    const session = await readSession(result.headers.get("Set-Cookie")!);
    expect(session.get("toasts" as never)).toEqual([expect.objectContaining({ kind: "error", key: "cartPage.messages.erpUnavailable" })]);
  });

  it("the mini cart answers no lines, the autocomplete an empty list, the shell renders without the cart", async () => {
    const mini = (await rossi.call(miniCartRoute.loader, "/en/cart/mini")).response!;
    expect(mini.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mini.json()).toEqual({ mini: null });

    const suggestions = (await new Browser().call(autocompleteRoute.loader, "/en/api/autocomplete?q=hammer")).response!;
    expect(suggestions.status).toBe(503);
    expect(await suggestions.json()).toEqual({ suggestions: [] });

    const data = await rossi.data<{ customer: unknown; cart: unknown }>(root.loader, "/en/shop");
    expect(data.customer).not.toBeNull();
    expect(data.cart).toBeNull();
  });
});
