// The cart where only a browser with JavaScript shows it, each test with a customer of its own: a
// guest's fetcher posts that lead to the login page, removals in quick succession, a listing's forms
// and links working in the page, the coupon's answer beside its field, the optimistic quantity and
// its rollback (a fault scoped to this test, used once), two tabs adding at once. Every plain form
// post, redirect, message and total of the cart: tests/http/cart-*.test.ts; the journey from a
// listing to the thank-you page, with JavaScript and without: tests/e2e/checkout.spec.ts.
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { addToCart } from "./support/cart";
import { expect, ownCustomer, test, waitForHydration } from "./support/test";
import { pieceArticles } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;
const CART_PAGE = "/en/pages/cart?tab=active";
const chips = (page: Page) => page.locator(".filters__active .chip");

test("with JavaScript a guest's Add to cart and wishlist heart lead to the login page, with the way back", async ({ page }) => {
  await page.goto("/en");
  const card = page
    .locator(".product-card")
    .filter({ has: page.locator(".add-to-cart__button:not([disabled])") })
    .first();
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/en\/pages\/login\?redirectTo=%2Fen$/);
  await page.goto("/en");
  await page.locator(".product-card .wishlist-toggle__button").first().click();
  await expect(page).toHaveURL(/\/en\/pages\/login\?redirectTo=%2Fen$/);
});

interface HeldRead {
  url: string;
  release: () => void;
}

/** One re-read of the cart page's data, held: the cart page's own request and the rest's. */
interface ReRead {
  cartPage: HeldRead;
  rest: HeldRead;
}

const CART_PAGE_ROUTE = "routes/($lang).pages.cart";

/** Waits for the two requests of the page's next re-read and takes them from `held`. */
async function heldReRead(held: HeldRead[]): Promise<ReRead> {
  await expect.poll(() => held.length).toBe(2);
  const reads = held.splice(0);
  const isCartPage = (read: HeldRead) => new URL(read.url).searchParams.get("_routes") === CART_PAGE_ROUTE;
  const cartPage = reads.find(isCartPage);
  const rest = reads.find((read) => !isCartPage(read));
  expect(cartPage && rest).toBeTruthy();
  return { cartPage: cartPage!, rest: rest! };
}

/** Lets a held read go on and waits for its answer. */
async function answered(page: Page, read: HeldRead): Promise<void> {
  const response = page.waitForResponse((candidate) => candidate.url() === read.url);
  read.release();
  await response;
}

test("removing three lines in a row quickly: no removed line comes back, and the header counts lines", async ({ page, context, shop }) => {
  // Three removals at a sixth of the CPU, each re-read held for the next.
  test.slow();
  await ownCustomer(context, shop, ROSSI.username);
  await addToCart(
    context,
    shop,
    pieceArticles(6).map((sku) => ({ sku, quantity: 1 })),
  );
  await page.goto(CART_PAGE);
  const removeButtons = page.getByRole("button", { name: /^Remove / });
  const badge = page.locator(".site-header [data-testid='cart-count']");
  await expect(removeButtons).toHaveCount(6);
  await expect(badge).toHaveText("6");
  // A slow computer: there, a settled removal used to show its line again for a moment.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  // Every line count and header count the page shows from now on.
  await page.evaluate(() => {
    const seen = { lines: [] as number[], badge: [] as number[] };
    const note = () => {
      const lines = document.querySelectorAll(".cart-line:not([hidden])").length;
      const badge = Number(document.querySelector(".site-header [data-testid='cart-count']")?.textContent);
      if (seen.lines[seen.lines.length - 1] !== lines) seen.lines.push(lines);
      if (seen.badge[seen.badge.length - 1] !== badge) seen.badge.push(badge);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["hidden"],
    });
    (window as unknown as { seen: typeof seen }).seen = seen;
  });
  // Each removal's re-read of the cart lands while the next removal is on its way, and straddles
  // it: the cart route's clientLoader (its texts) makes a re-read two requests, the cart page's
  // own and the rest of the page's (the header's count among them); the rest reads the cart
  // before the next removal reaches the ERP, the cart page's own read after it.
  const heldReads: HeldRead[] = [];
  await page.route(/\/en\/pages\/cart\.data/, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    await new Promise<void>((release) => heldReads.push({ url: route.request().url(), release }));
    await route.continue();
  });
  let previous: ReRead | null = null;
  for (const left of [5, 4, 3]) {
    if (previous) await answered(page, previous.rest);
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(left);
    // Both requests of this removal's re-read are on their way: its action has been answered.
    const current = await heldReRead(heldReads);
    if (previous) await answered(page, previous.cartPage);
    previous = current;
  }
  await answered(page, previous!.rest);
  await answered(page, previous!.cartPage);
  // Settled: the cart read again has three lines and nothing is pending.
  await expect(page.locator(".cart-line")).toHaveCount(3);
  await expect(page.getByText("Updating…")).toHaveCount(0);
  await expect(badge).toHaveText("3");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const seen = await page.evaluate(() => (window as unknown as { seen: { lines: number[]; badge: number[] } }).seen);
  expect(seen).toEqual({ lines: [6, 5, 4, 3], badge: [6, 5, 4, 3] });
});

test("with JavaScript a listing's hearts, cart forms, filters and product links work in the page", async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/en/shop?text=vite");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const row = page
    .locator(".product-row")
    .filter({ has: page.locator(".add-to-cart__button:not([disabled])") })
    .first();

  // The heart posts as a navigation and the listing comes back with it filled, then empty again.
  const heart = row.locator(".wishlist-toggle__button");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // The cart form posts through its fetcher: the popup shows the line.
  await row.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("region", { name: "Added to your cart" })).toBeVisible();
  await page.getByRole("region", { name: "Added to your cart" }).getByRole("button", { name: "Close" }).click();

  // A filter changes the listing where the reader is: the page does not jump back to the top.
  const value = page.locator("details.facet .facet__value").last();
  await value.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await value.click();
  await expect(page).toHaveURL(/filters-/);
  await expect(chips(page)).toHaveCount(2); // the search text's and the filter's
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The product's title opens its page.
  await page.locator(".product-row__title a").first().click();
  await expect(page).toHaveURL(/\/en\/product\//);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("with JavaScript the coupon's answer shows beside its field, refused or applied, without a page load", async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  await addToCart(context, shop, [{ sku: pieceArticles(1)[0]!, quantity: 3 }]);
  await page.goto(CART_PAGE);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const coupon = page.getByRole("region", { name: "Coupon code" });
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("NOTACOUPON");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(coupon.getByRole("alert")).toContainText("Coupon not valid");
  await coupon.getByRole("textbox", { name: "Coupon code" }).fill("BENVENUTO10");
  await coupon.getByRole("button", { name: "Apply" }).click();
  await expect(coupon.getByRole("status")).toContainText("Coupon BENVENUTO10 applied");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("the optimistic quantity rolls back with a message when the ERP refuses an update", async ({ page, context, shop, faults }) => {
  await ownCustomer(context, shop, ROSSI.username);
  const sku = pieceArticles(1)[0]!;
  await addToCart(context, shop, [{ sku, quantity: 2 }]);
  await page.goto(CART_PAGE);
  const line = page.locator(`.cart-line[data-sku="${sku}"]`);
  await expect(line.getByRole("spinbutton")).toHaveValue("2");
  // One refusal, of this test's requests alone: no circuit breaker opens.
  await faults.set([{ path: "/hub/wrapper/update_cart", status: 503, delayMs: 800, times: 1 }]);
  await line.getByRole("button", { name: /^Increase/ }).click();
  // At once: the asked quantity; then back, with the message.
  await expect(line.getByRole("spinbutton")).toHaveValue("3");
  await expect(line.getByRole("alert")).toContainText("cannot be reached");
  await expect(line.getByRole("spinbutton")).toHaveValue("2");
});

test("two tabs adding different articles at once lose no line", async ({ context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  const first = await context.newPage();
  const second = await context.newPage();
  // A click before the page is hydrated posts the plain form (a page of its own with a toast, no
  // popup): both tabs are ready first, as the popups are what this test expects.
  await first.goto("/en");
  await waitForHydration(first);
  await second.goto("/en");
  await waitForHydration(second);
  const skus = await first
    .locator(".product-card form.add-to-cart:has(button:enabled) input[name='sku']")
    .evaluateAll((inputs) => inputs.slice(0, 2).map((input) => (input as HTMLInputElement).value));
  expect(skus).toHaveLength(2);
  const add = (tab: Page, sku: string) =>
    tab
      .locator(".product-card")
      .filter({ has: tab.locator(`input[name="sku"][value="${sku}"]`) })
      .getByRole("button", { name: "Add to cart" })
      .click();
  await Promise.all([add(first, skus[0]!), add(second, skus[1]!)]);
  await expect(first.getByRole("region", { name: "Added to your cart" })).toBeVisible();
  await expect(second.getByRole("region", { name: "Added to your cart" })).toBeVisible();
  await first.goto(CART_PAGE);
  for (const sku of skus) await expect(first.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(1);
});
