// The cart as the browser tests prepare it: lines put in a (signed-in, own) customer's cart by
// posting the cart action through the context's request (no page load).
import { expect, type BrowserContext } from "@playwright/test";
import type { ShopAddress } from "../../support/shops";

/** Adds each article, `quantity` of it, with the card's form fields, as a JavaScript-off browser posts them (303 back). */
export async function addToCart(context: BrowserContext, shop: ShopAddress, lines: Array<{ sku: string; quantity: number }>): Promise<void> {
  for (const { sku, quantity } of lines) {
    const response = await context.request.post(`${shop.url}/en/cart`, {
      form: { intent: "add", sku, quantity: String(quantity), redirectTo: "/en/pages/cart?tab=active" },
      headers: { origin: shop.url },
      maxRedirects: 0,
    });
    expect(response.status(), `adding ${sku}: ${await response.text()}`).toBe(303);
  }
}
