// The cart as customers use it, with JavaScript on and off. Guest scenarios run on any build; the
// signed-in scenarios sign in through the login page.
// Each project signs in a different demo customer so that the two projects never share a cart.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { startShopWithErp, type RunningProcess, type ShopWithErp } from "../support/processes";
import { emptyTheCart } from "./support/cart";
import { findParent } from "./support/catalog";
import { signIn } from "./support/sign-in";

const chips = (page: Page) => page.locator(".filters__active .chip");

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];

test.describe("guests", () => {
  test("adding to the cart from a card sends a guest to the login page, with the way back", async ({ page }) => {
    await page.goto("/en");
    const card = page
      .locator(".product-card")
      .filter({ has: page.locator(".add-to-cart__button:not([disabled])") })
      .first();
    await card.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/en\/pages\/login\?redirectTo=%2Fen$/);
  });

  test("the cart, checkout and wishlist pages send a guest to the login page", async ({ page }) => {
    await page.goto("/pages/cart?tab=saved");
    await expect(page).toHaveURL(/\/pages\/login\?redirectTo=%2Fpages%2Fcart%3Ftab%3Dsaved$/);
    await page.goto("/en/pages/checkout");
    await expect(page).toHaveURL(/\/en\/pages\/login\?redirectTo=%2Fen%2Fpages%2Fcheckout$/);
    await page.goto("/en/pages/wishlist");
    await expect(page).toHaveURL(/\/en\/pages\/login\?redirectTo=%2Fen%2Fpages%2Fwishlist$/);
    await page.goto("/en/cart");
    await expect(page).toHaveURL(/\/en\/pages\/login/);
  });

  test("the wishlist heart sends a guest to the login page", async ({ page }) => {
    await page.goto("/en");
    await page.locator(".product-card .wishlist-toggle__button").first().click();
    await expect(page).toHaveURL(/\/en\/pages\/login\?redirectTo=%2Fen$/);
  });

  test("the quick-order sample file can be downloaded", async ({ request }) => {
    const response = await request.get("/quick-order-sample.csv");
    expect(response.status()).toBe(200);
    expect((await response.text()).split("\n")[0]).toBe("code;quantity");
  });
});

// ---- Signed in ----

function customerFor(javaScriptEnabled: boolean): DemoCustomer {
  return javaScriptEnabled ? ROSSI : ESPOSITO;
}

async function quickOrder(page: Page, lines: string[]) {
  await page.goto("/en/pages/cart?tab=active");
  await page.getByLabel("Lines to add").fill(lines.join("\n"));
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page.getByRole("heading", { name: "Result, line by line" })).toBeVisible();
}

/** Orderable articles of the home page's cards: sku and packaging. */
async function homeArticles(page: Page): Promise<Array<{ sku: string }>> {
  await page.goto("/en");
  const skus = await page
    .locator(".product-card form.add-to-cart")
    .evaluateAll((forms) =>
      forms
        .filter((form) => !(form.querySelector("button") as HTMLButtonElement).disabled)
        .map((form) => (form.querySelector('input[name="sku"]') as HTMLInputElement).value),
    );
  return skus.map((sku) => ({ sku }));
}

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

test.describe("signed in", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeEach(async ({ page, javaScriptEnabled }) => {
    await signIn(page, customerFor(javaScriptEnabled).username, { path: "/en/pages/login" });
    await emptyTheCart(page);
  });

  test("add from a card, change the quantity, remove the line", { tag: "@dialect" }, async ({ page, javaScriptEnabled }) => {
    const [article] = await homeArticles(page);
    const card = page.locator(".product-card").filter({ has: page.locator(`input[name="sku"][value="${article!.sku}"]`) });
    await card.getByRole("button", { name: "Add to cart" }).click();
    if (javaScriptEnabled) {
      // The cart popup shows the added line.
      await expect(page.getByRole("region", { name: "Added to your cart" })).toContainText(article!.sku);
    } else {
      await expect(page).toHaveURL(/\/en$/);
    }
    await page.goto("/en/pages/cart?tab=active");
    const line = page.locator(`.cart-line[data-sku="${article!.sku}"]`);
    await expect(line).toHaveCount(1);
    const quantity = line.getByRole("spinbutton");
    const before = Number(await quantity.inputValue());
    await line.getByRole("button", { name: /^Increase/ }).click();
    await expect(line.getByRole("spinbutton")).toHaveValue(String(before * 2));
    await line.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByText("The item has been removed from your cart.")).toBeVisible();
    await expect(page.locator(".cart-line")).toHaveCount(0);
    await expect(page.getByText("Checkout is not available while your cart is empty.")).toBeVisible();
  });

  test("removing three lines in a row quickly: no removed line comes back, and the header counts lines", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every removal is a page of its own");
    // Six lines set up, then three removals at a sixth of the CPU, each re-read held for the next.
    test.slow();
    const articles = await homeArticles(page);
    await quickOrder(
      page,
      articles.slice(0, 6).map((article) => `${article.sku};1`),
    );
    await page.goto("/en/pages/cart?tab=active");
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

  test("crossing 250 EUR net makes transport free", async ({ page }) => {
    const [article] = await homeArticles(page);
    await quickOrder(page, [`${article!.sku};1`]);
    await expect(page.getByTestId("cart-shipping")).toHaveText("€9.90");
    await expect(page.getByTestId("free-shipping-note")).toContainText("more (net) for free transport");
    await quickOrder(page, [`${article!.sku};500`]);
    await expect(page.getByTestId("cart-shipping")).toHaveText("Free");
  });

  test("a quick order of 20 pasted lines with 3 bad ones answers line by line and keeps the bad lines", async ({ page }) => {
    const articles = await homeArticles(page);
    const good = articles.slice(0, 12).map((article) => `${article.sku};1`);
    while (good.length < 17) good.push(`${articles[good.length % articles.length]!.sku}\t1`);
    const lines = [...good.slice(0, 5), "NOPE0001;1", ...good.slice(5, 10), `${articles[0]!.sku};zero`, ...good.slice(10), "NOPE0002;2"];
    expect(lines).toHaveLength(20);
    await quickOrder(page, lines);
    await expect(page.locator('.quick-order__result[data-status="unknown-code"]')).toHaveCount(2);
    await expect(page.locator('.quick-order__result[data-status="invalid-quantity"]')).toHaveCount(1);
    await expect(page.getByLabel("Lines to add")).toHaveValue(`NOPE0001;1\n${articles[0]!.sku};zero\nNOPE0002;2`);
  });

  test("apply a valid and an invalid coupon", async ({ page }) => {
    const [article] = await homeArticles(page);
    await quickOrder(page, [`${article!.sku};3`]);
    await page.getByRole("textbox", { name: "Coupon code" }).fill("NOTACOUPON");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Coupon not valid").first()).toBeVisible();
    await page.getByRole("textbox", { name: "Coupon code" }).fill("BENVENUTO10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(/Coupon BENVENUTO10 applied/).first()).toBeVisible();
  });

  test("save, list, activate and delete a saved cart, staying on the saved carts' tab", async ({ page }, testInfo) => {
    const [article] = await homeArticles(page);
    await quickOrder(page, [`${article!.sku};1`]);
    const name = `Site ${testInfo.project.name}`;
    const savedTab = page.getByRole("navigation", { name: "Carts" }).getByRole("link", { name: "Saved carts" });
    await page.goto("/en/pages/cart?tab=saved");
    await page.getByLabel("Name of the saved cart").fill(name);
    await page.getByRole("button", { name: "Save cart" }).click();
    await expect(page.getByText("The cart has been saved. A new empty cart is now active.")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/pages\/cart\?tab=saved$/);
    await expect(savedTab).toHaveAttribute("aria-current", "page");
    const row = page.locator(`tr[data-saved-cart="${name}"]`);
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Make ${name} the active cart` }).click();
    await expect(page.getByText("The saved cart is now your active cart.")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/pages\/cart\?tab=saved$/);
    await expect(savedTab).toHaveAttribute("aria-current", "page");
    // Once active it is no longer a saved cart.
    await expect(row).toHaveCount(0);
    await page.goto("/en/pages/cart?tab=active");
    await expect(page.locator(`.cart-line[data-sku="${article!.sku}"]`)).toHaveCount(1);
    await quickOrder(page, [`${article!.sku};1`]);
    await page.goto("/en/pages/cart?tab=saved");
    await page.getByLabel("Name of the saved cart").fill(`${name} bis`);
    await page.getByRole("button", { name: "Save cart" }).click();
    const bis = page.locator(`tr[data-saved-cart="${name} bis"]`);
    await bis.getByRole("button", { name: `Delete ${name} bis` }).click();
    await expect(bis).toHaveCount(0);
  });

  test("with JavaScript a listing's hearts, cart forms, filters and product links work in the page", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript each of them loads a document");
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/en/shop?text=vite");
    await waitForHydration(page);
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

  test("add from a product page and a children table", async ({ page }) => {
    const [article] = await homeArticles(page);
    await page.goto(`/en/product/default/${article!.sku}`);
    await page.locator("form.add-to-cart").first().getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText(/added|aggiunt/i).first()).toBeVisible();

    const parent = findParent();
    await page.goto(`/en/product/default/${parent.sku}`);
    const childForm = page
      .locator("table form.add-to-cart")
      .filter({ has: page.locator("button:enabled") })
      .first();
    const childSku = await childForm.locator('input[name="sku"]').inputValue();
    expect(parent.children).toContain(childSku);
    await childForm.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText(/added|aggiunt/i).first()).toBeVisible();

    await page.goto("/en/pages/cart?tab=active");
    await expect(page.locator(`.cart-line[data-sku="${article!.sku}"]`)).toHaveCount(1);
    await expect(page.locator(`.cart-line[data-sku="${childSku}"]`)).toHaveCount(1);
  });
});

test.describe("the minimum order", () => {
  test("blocks checkout for the customer who has one", async ({ page }) => {
    await signIn(page, BIANCHI.username, { path: "/en/pages/login" });
    const [article] = await homeArticles(page);
    await page.goto("/en/pages/cart?tab=active");
    // Other specs (a reorder) may have filled this customer's cart: start from an empty one.
    const remove = page.getByRole("button", { name: /^Remove / });
    for (let lines = await remove.count(); lines > 0; lines--) {
      await remove.first().click();
      await expect(remove).toHaveCount(lines - 1);
    }
    await page.getByLabel("Lines to add").fill(`${article!.sku};1`);
    await page.getByRole("button", { name: "Add all to cart" }).click();
    await expect(page.getByText(/^Minimum order €300\.00 net: €[0-9.,]+ to go\. Checkout is blocked/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to checkout" })).toBeDisabled();
  });
});

// ---- Its own demo ERP and shop: fault knob and concurrency ----

test.describe("with its own ERP", () => {
  test.setTimeout(120_000);
  let pair: ShopWithErp;
  let shop: RunningProcess;

  test.beforeAll(async () => {
    pair = await startShopWithErp("cart");
    shop = pair.shop;
  });

  test.afterAll(async () => {
    await pair?.stop();
  });

  const setFaults: ShopWithErp["setFaults"] = (rules) => pair.setFaults(rules);

  test("the optimistic quantity rolls back with a message when the ERP refuses an update", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "optimistic UI is a JavaScript enhancement");
    await signIn(page, ROSSI.username, { baseUrl: shop.url, path: "/en/pages/login" });
    await page.goto(`${shop.url}/en`);
    const sku = await page.locator(".product-card form.add-to-cart input[name='sku']").first().inputValue();
    await page.goto(`${shop.url}/en/pages/cart?tab=active`);
    await page.getByLabel("Lines to add").fill(`${sku};1`);
    await page.getByRole("button", { name: "Add all to cart" }).click();
    const line = page.locator(`.cart-line[data-sku="${sku}"]`);
    const before = await line.getByRole("spinbutton").inputValue();
    await setFaults([{ path: "/hub/wrapper/update_cart", status: 503, delayMs: 800 }]);
    try {
      await line.getByRole("button", { name: /^Increase/ }).click();
      // At once: the asked quantity; then back, with the message.
      await expect(line.getByRole("spinbutton")).toHaveValue(String(Number(before) * 2));
      await expect(line.getByRole("alert")).toContainText("cannot be reached");
      await expect(line.getByRole("spinbutton")).toHaveValue(before);
    } finally {
      await setFaults([]);
    }
  });

  test("a second device goes on after an order from the first: its next add lands in the current cart", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const customer = customerFor(javaScriptEnabled);
    await signIn(page, customer.username, { baseUrl: shop.url, path: "/en/pages/login" });
    await page.goto(`${shop.url}/en`);
    const [first, second] = await page
      .locator(".product-card form.add-to-cart")
      .evaluateAll((forms) =>
        forms
          .filter((form) => !(form.querySelector("button") as HTMLButtonElement).disabled)
          .map((form) => (form.querySelector('input[name="sku"]') as HTMLInputElement).value),
      );
    await page.goto(`${shop.url}/en/pages/cart?tab=active`);
    await page.getByLabel("Lines to add").fill(`${first};1`);
    await page.getByRole("button", { name: "Add all to cart" }).click();
    await expect(page.locator(`.cart-line[data-sku="${first}"]`)).toHaveCount(1);

    // The customer's other device sends the order.
    const other = await browser.newContext({ javaScriptEnabled });
    const otherPage = await other.newPage();
    await signIn(otherPage, customer.username, { baseUrl: shop.url, path: "/en/pages/login" });
    await otherPage.goto(`${shop.url}/en/pages/checkout`);
    if (javaScriptEnabled) await waitForHydration(otherPage);
    await otherPage.getByLabel("Delivery to the selected address").check();
    await otherPage.getByRole("button", { name: "Check the order" }).click();
    await expect(otherPage.getByText("Order saved, but not sent yet", { exact: false })).toBeVisible();
    await otherPage.getByRole("button", { name: "Send the order" }).click();
    await expect(otherPage).toHaveURL(/\/en\/pages\/thankyou$/);
    await other.close();

    // This device's next add is not lost: it goes into the current cart, and says why.
    await page.goto(`${shop.url}/en`);
    await page
      .locator(".product-card")
      .filter({ has: page.locator(`input[name="sku"][value="${second}"]`) })
      .getByRole("button", { name: "Add to cart" })
      .click();
    await expect(
      page.getByText("Your previous cart had already been ordered (perhaps from another device), so your current cart was used."),
    ).toBeVisible();
    await page.goto(`${shop.url}/en/pages/cart?tab=active`);
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.locator(`.cart-line[data-sku="${second}"]`)).toHaveCount(1);
  });

  test("two tabs adding different articles at once lose no line", async ({ browser, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "one browser mode is enough");
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first, ESPOSITO.username, { baseUrl: shop.url, path: "/en/pages/login" });
    const second = await context.newPage();
    await first.goto(`${shop.url}/en`);
    await second.goto(`${shop.url}/en`);
    // A click before the page is hydrated posts the plain form (a page of its own with a toast,
    // no popup): both tabs are ready first, as the popups are what this test expects.
    await waitForHydration(first);
    await waitForHydration(second);
    const skus = await first
      .locator(".product-card form.add-to-cart input[name='sku']")
      .evaluateAll((inputs) => inputs.slice(0, 2).map((input) => (input as HTMLInputElement).value));
    await Promise.all([
      first
        .locator(".product-card")
        .filter({ has: first.locator(`input[value="${skus[0]}"]`) })
        .getByRole("button", { name: "Add to cart" })
        .click(),
      second
        .locator(".product-card")
        .filter({ has: second.locator(`input[value="${skus[1]}"]`) })
        .getByRole("button", { name: "Add to cart" })
        .click(),
    ]);
    await expect(first.getByRole("region", { name: "Added to your cart" })).toBeVisible();
    await expect(second.getByRole("region", { name: "Added to your cart" })).toBeVisible();
    await first.goto(`${shop.url}/en/pages/cart?tab=active`);
    for (const sku of skus) await expect(first.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(1);
    await context.close();
  });
});
