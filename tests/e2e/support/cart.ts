// The signed-in customer's cart, as the tests prepare it.
import { expect, type Page } from "@playwright/test";

/**
 * Empties the cart with the cart's own remove form, posted directly (fast for long carts). Each
 * removal's answer is the redirect back to the cart page (a line already gone says so in a toast,
 * and redirects too); the page is loaded once at the end, not after every removal: following each
 * redirect rendered the whole cart page once per line, and on a busy machine one of those renders
 * could answer 503 (an ERP read timing out) though the removal itself had been done.
 */
export async function emptyTheCart(page: Page, baseUrl = ""): Promise<void> {
  await page.goto(`${baseUrl}/en/pages/cart?tab=active`);
  const rowIds = await page
    .locator('.cart-line input[name="rowId"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const origin = new URL(page.url()).origin;
  for (const rowId of new Set(rowIds)) {
    const response = await page.request.post(`${baseUrl}/en/cart`, { form: { intent: "remove", rowId }, headers: { origin }, maxRedirects: 0 });
    expect(response.status(), `removing row ${rowId}: ${await response.text()}`).toBe(303);
    expect(response.headers()["location"]).toBe("/en/pages/cart?tab=active");
  }
  await page.goto(`${baseUrl}/en/pages/cart?tab=active`);
  await expect(page.locator(".cart-line")).toHaveCount(0);
}
