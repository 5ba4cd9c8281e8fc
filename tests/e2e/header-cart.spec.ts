// The header cart (JavaScript), each test with a customer of its own: adding from a product card
// changes the header's count of lines at once (optimistic, while the cart action is still on its
// way) and the dropdown lists the new line with the cart's lines and pieces. The added-to-cart popup
// keeps out of the way. An alternative offered on a sold-out article's page goes to the cart in the
// page, the header counting it. Without JavaScript the header cart is a plain link to the cart page:
// tests/http/cart-page.test.ts.
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { expect, ownCustomer, test } from "./support/test";
import { soldOutArticle } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;

test("adding from a card of the home page updates the header count before the answer, and the dropdown lists the line", async ({
  page,
  context,
  shop,
}) => {
  await ownCustomer(context, shop, ROSSI.username);
  await page.goto("/en");
  const count = page.locator(".site-header [data-testid='cart-count']");
  await expect(count).toHaveText("0");

  const card = page
    .locator(".product-card")
    .filter({ has: page.locator(".add-to-cart__button:not([disabled])") })
    .first();
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
  // One line, whatever the pieces (a pack of `step`).
  await expect(count).toHaveText("1");
  await expect(page.locator(".mobile-bar .badge")).toHaveText("1");
  release();
  await expect(card.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await expect(count).toHaveText("1");
  expect(page.url()).toBe(url);
  // The same article again: still one line.
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(card.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await expect(count).toHaveText("1");

  await page.keyboard.press("Escape");
  const toggle = page.locator(".site-header .header-cart");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(".mini-cart__panel");
  await expect(panel.locator(".mini-cart__lines li").filter({ hasText: sku })).toContainText(name);
  await expect(panel.getByText(`1 line, ${step * 2} pieces`)).toBeVisible();
  await expect(panel.getByRole("link", { name: "Go to the cart" })).toHaveAttribute("href", "/en/pages/cart?tab=active");
});

test("the added-to-cart popup covers neither the row's prices nor the header cart, is announced, waits while pointed at, and gives way to the header cart", async ({
  page,
  context,
  shop,
}) => {
  await page.clock.install();
  await ownCustomer(context, shop, ROSSI.username);
  await page.goto("/en");
  const card = page
    .locator(".product-card")
    .filter({ has: page.locator(".add-to-cart__button:not([disabled])") })
    .nth(1);
  await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const name = (await card.locator(".product-card__title").textContent())!.trim();
  await card.getByRole("button", { name: "Add to cart" }).click();

  const popup = page.getByRole("region", { name: "Added to your cart" });
  await expect(popup).toContainText(name);
  await expect(card.getByRole("status")).toHaveText(new RegExp(`^Added to your cart: .+, quantity \\d+\\.$`));
  // Nothing the customer is looking at is under it: the prices of the card's row, the header cart.
  const covered = await popup.evaluate(
    (element, cardElement) => {
      const box = element.getBoundingClientRect();
      const overlaps = (other: Element) => {
        const rect = other.getBoundingClientRect();
        return rect.width > 0 && rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
      };
      const row = cardElement!.getBoundingClientRect().top;
      const rowPrices = [...document.querySelectorAll(".product-card")]
        .filter((other) => Math.abs(other.getBoundingClientRect().top - row) < 2)
        .flatMap((other) => [...other.querySelectorAll(".price")]);
      return [...rowPrices, document.querySelector(".site-header .header-cart")!].filter(overlaps).map((other) => other.className);
    },
    await card.elementHandle(),
  );
  expect(covered).toEqual([]);

  // It stays while pointed at, and closes by itself a few seconds after. (The installed clock keeps
  // running: pausing it at "now + a little" fails when a busy machine has already passed that time.)
  await popup.hover();
  await page.clock.fastForward(10_000);
  await expect(popup).toBeVisible();
  await page.mouse.move(1, 1);
  await page.clock.fastForward(6_000);
  await expect(popup).toBeHidden();

  // Opening the header cart closes it.
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(popup).toBeVisible();
  const toggle = page.locator(".site-header .header-cart");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(popup).toBeHidden();
});

test("an alternative of a sold-out article goes to the cart from its page: the header counts it and the dropdown lists it, without a page load", async ({
  page,
  context,
  shop,
}) => {
  await ownCustomer(context, shop, ROSSI.username);
  await page.goto(`/en/product/default/${soldOutArticle().sku}`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const count = page.locator(".site-header [data-testid='cart-count']");
  await expect(count).toHaveText("0");
  const card = page
    .getByRole("region", { name: /^Alternatives?$/ })
    .locator(".product-card")
    .filter({ has: page.locator(".add-to-cart__button:not([disabled])") })
    .first();
  const sku = await card.locator("form.add-to-cart input[name='sku']").inputValue();
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(count).toHaveText("1");
  await expect(card.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await page.locator(".site-header .header-cart").click();
  await expect(page.locator(".mini-cart__panel .mini-cart__lines li").filter({ hasText: sku })).toHaveCount(1);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
