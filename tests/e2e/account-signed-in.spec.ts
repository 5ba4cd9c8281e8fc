// The signed-in account area where a browser is needed: the account's journey through real HTML
// forms and links (orders filtered by status, an order opened, ordered again), JavaScript on and off;
// the orders with the keyboard alone; the wishlist's way in on a 375 px phone; and axe on every
// account page. What the pages answer (dashboard, figures, PDFs, CSV, settings, password, another
// customer's order) is tests/http/account-signed-in.test.ts.
import { expect, ownCustomer, signInAs, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";

test.use({ bypassCSP: true });

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];

test("filters the orders by status, opens an order and orders it again", { tag: "@no-js" }, async ({ page, context, shop }) => {
  // Ordering again fills the cart: a customer of the test's own.
  await ownCustomer(context, shop, BIANCHI.username);
  await page.goto("/pages/orders");
  await page.getByRole("navigation", { name: "Stato" }).getByRole("link", { name: "Evasi", exact: true }).click();
  await expect(page).toHaveURL(/status=fulfilled/);
  const badges = page.locator(".data-table tbody .status-badge");
  await expect(badges.first()).toBeVisible();
  for (const text of await badges.allTextContents()) expect(text).toBe("Evaso");

  const first = page.locator(".data-table tbody th a").first();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ordine ${number}`);
  for (const name of ["Ordinato", "Consegnato", "Residuo"]) await expect(page.getByRole("columnheader", { name })).toBeVisible();

  const detailUrl = page.url();
  await page.getByRole("button", { name: "Ordina di nuovo" }).click();
  await expect(page.getByText(/aggiunt[ae] al carrello ai prezzi di oggi/)).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
});

test("orders can be filtered and opened with the keyboard alone", async ({ page, context, shop }) => {
  await signInAs(context, shop, ROSSI.username);
  await page.goto("/en/pages/orders");
  await page.getByRole("link", { name: "To be accepted", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/status=to-be-accepted/);
  await page.locator(".data-table tbody th a").first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/pages\/order_detail\?/);
});

test("on a 375 px phone the wishlist is in view in the quick links", async ({ page, context, shop }) => {
  await signInAs(context, shop, ESPOSITO.username);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Collegamenti rapidi" }).getByRole("link", { name: "Preferiti" })).toBeInViewport();
});

test("every account page has no serious or critical axe violations", async ({ page, context, shop }) => {
  await signInAs(context, shop, ROSSI.username);
  for (const path of [
    "/pages/dashboard",
    "/en/pages/orders",
    "/pages/documents?kind=delivery-note",
    "/pages/deadlines",
    "/en/pages/account",
    "/pages/settings",
  ]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto("/pages/orders");
  await page.locator(".data-table tbody th a").first().click();
  await expect(page.getByRole("button", { name: "Ordina di nuovo" })).toBeVisible();
  expect(await seriousViolations(page), "order detail").toEqual([]);
});
