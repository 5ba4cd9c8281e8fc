// Issue 29 from the customer's side, JavaScript on and off, against a demo ERP of its own: a
// checked order is kept (a reload, a second tab, the cart page) until it is sent, and a changed cart
// voids it; the checkout shows one total, by the delivery chosen, in the summary and the header;
// the cart says which line the ERP cannot deliver in the quantity asked, with availability hidden.
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { startShopWithErp, type RunningProcess, type ShopWithErp } from "../support/processes";
import { signIn } from "./support/sign-in";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
let pair: ShopWithErp;
let shop: RunningProcess;

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

test.beforeAll(async () => {
  pair = await startShopWithErp("checked-order");
  shop = pair.shop;
});

test.afterAll(async () => {
  await pair?.stop();
});

/** Articles of this test's ERP: one cheap and in stock (its cart stays below free shipping), one out of stock. */
function articles(): { cheap: string; outOfStock: string } {
  const db = new Database(pair.dbPath, { readonly: true, fileMustExist: true });
  try {
    const single = `p.packaging = 1 AND p.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)`;
    const cheap = db
      .prepare(`SELECT sku FROM products p WHERE ${single} AND p.status = 'DISPONIBILE' AND p.stock >= 10 AND p.price_a BETWEEN 5 AND 40 LIMIT 1`)
      .get() as { sku: string };
    const outOfStock = db.prepare(`SELECT sku FROM products p WHERE ${single} AND p.stock = 0 AND p.status <> 'FUORI PRODUZIONE' LIMIT 1`).get() as {
      sku: string;
    };
    return { cheap: cheap.sku, outOfStock: outOfStock.sku };
  } finally {
    db.close();
  }
}

function customerFor(javaScriptEnabled: boolean): DemoCustomer {
  return javaScriptEnabled ? ROSSI : ESPOSITO;
}

async function addLines(page: Page, lines: string) {
  await page.goto(`${shop.url}/en/pages/cart?tab=active`);
  await page.getByLabel("Lines to add").fill(lines);
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page.getByRole("heading", { name: "Result, line by line" })).toBeVisible();
}

/** The header cart's total and the checkout summary's: one figure. */
async function expectOneTotal(page: Page) {
  const total = await page.getByTestId("checkout-total").innerText();
  expect(total).toMatch(/€/);
  await expect(page.locator(".header-cart__totals")).toContainText(`Total ${total}`);
}

test("a checked order survives a reload and a second tab, shows on the cart page, and a changed cart voids it", async ({
  page,
  javaScriptEnabled,
}) => {
  const { cheap } = articles();
  await signIn(page, customerFor(javaScriptEnabled).username, { baseUrl: shop.url, path: "/en/pages/login" });
  await addLines(page, `${cheap};2`);
  await page.goto(`${shop.url}/en/pages/checkout`);
  await page.getByLabel("Pickup at our headquarters").check();
  await page.getByRole("button", { name: "Check the order" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Order saved, but not sent yet" });
  await expect(saved).toBeVisible();
  await expectOneTotal(page);

  // A reload keeps the check: its delivery, its note and the way to send it.
  await page.reload();
  await expect(saved).toBeVisible();
  await expect(page.getByLabel("Pickup at our headquarters")).toBeChecked();
  await expect(page.getByTestId("checkout-transport")).toHaveText("None (pickup)");
  await expect(page.getByRole("button", { name: "Send the order" })).toBeVisible();
  await expectOneTotal(page);
  const checkedTotal = await page.getByTestId("checkout-total").innerText();

  // A second tab finds it on the cart page, with the way to send it.
  const tab = await page.context().newPage();
  await tab.goto(`${shop.url}/en/pages/cart?tab=active`);
  const checked = tab.getByRole("region", { name: "Order checked, not sent yet" });
  await expect(checked).toContainText(`Pickup at our headquarters · total ${checkedTotal}`);
  await checked.getByRole("link", { name: "Review and send the order" }).click();
  await expect(tab).toHaveURL(/\/en\/pages\/checkout$/);
  await expect(tab.getByRole("button", { name: "Send the order" })).toBeVisible();

  // The cart changes in the second tab: the check is void, and both pages say so.
  await addLines(tab, `${cheap};1`);
  await expect(tab.getByText("Your cart changed after the check: the checked order no longer holds and was not sent.")).toBeVisible();
  await expect(tab.getByRole("link", { name: "Review and send the order" })).toHaveCount(0);
  await tab.goto(`${shop.url}/en/pages/checkout`);
  await expect(tab.getByRole("button", { name: "Send the order" })).toHaveCount(0);
  await tab.close();

  // The first tab still shows the old check: sending it is refused, and nothing is ordered.
  await page.getByRole("button", { name: "Send the order" }).click();
  await expect(page.getByRole("alert")).toContainText("Your cart changed after the check");
  await expect(page).toHaveURL(/\/en\/pages\/checkout/);

  // Checked again, it is sent; the next cart carries no trace of it.
  await page.goto(`${shop.url}/en/pages/checkout`);
  await page.getByLabel("Pickup at our headquarters").check();
  await page.getByRole("button", { name: "Check the order" }).click();
  await page.getByRole("button", { name: "Send the order" }).click();
  await expect(page).toHaveURL(/\/en\/pages\/thankyou$/);
  await page.goto(`${shop.url}/en/pages/cart?tab=active`);
  await expect(page.getByRole("region", { name: "Order checked, not sent yet" })).toHaveCount(0);
  await expect(page.getByText("Your cart changed after the check")).toHaveCount(0);
});

test("the checkout shows one total, by the delivery chosen, in the summary and the header", async ({ page, javaScriptEnabled }) => {
  const { cheap } = articles();
  await signIn(page, customerFor(javaScriptEnabled).username, { baseUrl: shop.url, path: "/en/pages/login" });
  await addLines(page, `${cheap};1`);
  await page.goto(`${shop.url}/en/pages/checkout`);
  // Delivery (the default), below the free-shipping threshold: 9.90 transport.
  await expect(page.getByTestId("checkout-transport")).toHaveText("€9.90");
  await expectOneTotal(page);
  const delivered = await page.getByTestId("checkout-total").innerText();

  await page.getByLabel("Pickup at our headquarters").check();
  // With JavaScript the choice alone updates the page; without, "check the order" does.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Check the order" }).click();
  await expect(page.getByTestId("checkout-transport")).toHaveText("None (pickup)");
  await expect(page.getByTestId("checkout-total")).not.toHaveText(delivered);
  await expectOneTotal(page);
  if (javaScriptEnabled) {
    // Checked, the ERP's figure is the page's one total still.
    const before = await page.getByTestId("checkout-total").innerText();
    await page.getByRole("button", { name: "Check the order" }).click();
    await expect(page.getByRole("button", { name: "Send the order" })).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText(before);
    await expectOneTotal(page);
    // Back to delivery: transport again, in both places.
    await page.getByLabel("Delivery to the selected address").check();
    await expect(page.getByTestId("checkout-transport")).toHaveText("€9.90");
    await expect(page.getByTestId("checkout-total")).toHaveText(delivered);
    await expectOneTotal(page);
  }
});

test("the cart says which line the ERP cannot deliver in the quantity asked, with availability hidden", async ({ page, javaScriptEnabled }) => {
  const { cheap, outOfStock } = articles();
  await signIn(page, customerFor(javaScriptEnabled).username, { baseUrl: shop.url, path: "/en/pages/login" });
  await addLines(page, `${outOfStock};100\n${cheap};1`);
  await page.goto(`${shop.url}/en/pages/cart?tab=active`);
  await expect(page.locator(`.cart-line[data-sku="${outOfStock}"]`)).toContainText("0 available of 100 requested");
  await expect(page.locator(`.cart-line[data-sku="${cheap}"]`)).not.toContainText("available of");
  await page.goto(`${shop.url}/pages/cart?tab=active`);
  await expect(page.locator(`.cart-line[data-sku="${outOfStock}"]`)).toContainText("Disponibili 0 su 100 richiesti");
  // Availability itself stays hidden (SHOP_SHOW_AVAILABILITY is off by default).
  await page.goto(`${shop.url}/en/product/default/${outOfStock}`);
  await expect(page.getByText("Out of stock")).toHaveCount(0);
});
