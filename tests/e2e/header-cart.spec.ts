// The header cart (JavaScript): adding from a product card changes the header's count at once
// (optimistic, while the cart action is still on its way) and the dropdown lists the new line.
// Without JavaScript the header cart is a plain link to the cart page.
import { expect, test } from "./support/test";
import { signIn } from "./support/sign-in";

const CUSTOMER = "ordini@edilcolorbianchi.example";

test("without JavaScript the header cart is a link to the cart page", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript it opens the dropdown");
  await signIn(page, CUSTOMER);
  await page.goto("/en/shop");
  await page.locator(".site-header .header-cart").click();
  await expect(page).toHaveURL(/\/en\/pages\/cart\?tab=active$/);
});

test("adding from a card of the home page updates the header count before the answer, and the dropdown lists the line", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the optimistic count and the dropdown need JavaScript");
  await signIn(page, CUSTOMER);
  await page.goto("/en");
  const count = page.locator(".site-header [data-testid='cart-count']");
  const before = Number(await count.textContent());

  const card = page.locator(".product-card").filter({ has: page.locator(".add-to-cart__button:not([disabled])") }).first();
  const sku = await card.locator("form.add-to-cart input[name='sku']").inputValue();
  const step = Number(await card.locator("form.add-to-cart input[name='multiple']").inputValue());
  const name = (await card.locator(".product-card__title").textContent())!.trim();

  // Hold the cart action for a moment: the count must change while it is still pending.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/en\/cart(\.data)?(\?|$)/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const url = page.url();
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(count).toHaveText(String(before + step));
  await expect(page.locator(".mobile-bar .badge")).toHaveText(String(before + step));
  release();
  await expect(card.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await expect(count).toHaveText(String(before + step));
  expect(page.url()).toBe(url);

  await page.keyboard.press("Escape");
  const toggle = page.locator(".site-header .header-cart");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(".mini-cart__panel");
  await expect(panel.locator(".mini-cart__lines li").filter({ hasText: sku })).toContainText(name);
  await expect(panel.getByRole("link", { name: "Go to the cart" })).toHaveAttribute("href", "/en/pages/cart?tab=active");
});
