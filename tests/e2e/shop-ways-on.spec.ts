// The listing never leaves a customer stuck (issue 29), where it needs a browser: a failing "load
// more" keeps what is shown and offers a retry in place (a fault scoped to this test's requests on the
// run's shop); on a 375 x 667 phone the first product starts in the upper half of the screen, the
// filters are an off-canvas panel and nothing scrolls sideways. The quick order's report at 375 px:
// responsive.spec.ts. The no-results offers, the price range's normalisation and the failing next page without
// JavaScript: tests/http/catalogue-ways-on.test.ts.
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { expect, signInAs, test } from "./support/test";

const products = (page: Page) => page.locator(".shop__body .product-row, .shop__body .product-card");
const PHONE = { width: 375, height: 667 };
/** A demo customer, only read here: signed in, the listing's search is this test's own call (a guest's is shared). */
const CUSTOMER = DEMO_CUSTOMERS[1]!.username;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("a failing next page keeps the listing and offers a retry in place", async ({ page, context, shop, faults }) => {
  await signInAs(context, shop, CUSTOMER);
  await page.goto("/shop");
  await expect(products(page)).toHaveCount(12);
  const first = await products(page).first().locator("h2").innerText();
  // Two failures: the call and the transport's one retry (the circuit breaker stays closed).
  await faults.set([{ path: "/hub/search/search", status: 503, times: 2 }]);
  await page.getByRole("button", { name: "Carica altri" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Non è stato possibile caricare altri prodotti/);
  await expect(products(page)).toHaveCount(12);
  await expect(products(page).first().locator("h2")).toHaveText(first);
  await faults.set([]);
  // The shop serves normally again by itself: the retry loads the page that failed.
  await page.getByRole("button", { name: "Riprova" }).click();
  await expect(products(page)).toHaveCount(24);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Carica altri" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the first product starts in the upper half and the filters open off-canvas", async ({ page }) => {
    await page.goto("/shop");
    const first = await products(page).first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.height / 2);
    await noSidewaysScroll(page);
    const panel = page.getByRole("complementary", { name: "Filtri" }).locator(".filters__panel");
    await expect(panel).toBeHidden();
    await page.locator(".shop__header").getByText("Filtri", { exact: true }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Reparto")).toBeVisible();
    // Once its slide-in has ended, the panel is 300 px wide.
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(300);
    await panel.locator("label", { hasText: "Chiudi i filtri" }).click();
    await expect(panel).toBeHidden();
    await noSidewaysScroll(page);
  });
});
