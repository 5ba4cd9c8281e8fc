// Checkout with delivery and with pickup, JavaScript on and off, against its own demo ERP so the
// orders can be read back from the ERP; both orders also show in the customer's order history.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { startShopWithErp, type RunningProcess, type ShopWithErp } from "../support/processes";
import { signIn } from "./support/sign-in";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
let pair: ShopWithErp;
let shop: RunningProcess;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({}, testInfo) => {
  pair = await startShopWithErp("checkout", { dialect: testInfo.project.metadata.dialect });
  shop = pair.shop;
});

/** An ERP answer's payload, Frappe-wrapped or bare (the demo ERP answers both ways by dialect). */
function payloadOf(body: { message?: unknown }): any {
  return body.message !== null && typeof body.message === "object" ? body.message : body;
}

test.afterAll(async () => {
  await pair?.stop();
});

/** The order numbers the ERP holds for a customer ("OC/2026/123"). */
async function ordersInErp(customer: DemoCustomer): Promise<string[]> {
  const headers = { "Content-Type": "application/json", Authorization: `token ${pair.appToken}` };
  const login = payloadOf(
    await (
      await fetch(`${pair.erp.url}/hub/wrapper/login`, {
        method: "POST",
        headers,
        body: JSON.stringify({ username: customer.username, password: customer.password }),
      })
    ).json(),
  );
  const context = { client_id: login.user.client_id, address_code: login.user.address_codes[0].address_code, ext_call: true, type: "T" };
  const answer = await (
    await fetch(`${pair.erp.url}/hub/account/get_orders`, {
      method: "POST",
      headers: { ...headers, Authorization: `Bearer ${login.access_token}` },
      body: JSON.stringify(context),
    })
  ).json();
  return (payloadOf(answer) as Array<{ CausaleDocDefinitivo: string; AnnoDocDefinitivo: string; NumeroDocDefinitivo: string }>).map(
    (order) => `${order.CausaleDocDefinitivo}/${order.AnnoDocDefinitivo}/${order.NumeroDocDefinitivo}`,
  );
}

async function fillCart(page: Page) {
  await page.goto(`${shop.url}/en`);
  const sku = await page.locator(".product-card form.add-to-cart input[name='sku']").first().inputValue();
  await page.goto(`${shop.url}/en/pages/cart?tab=active`);
  await page.getByLabel("Lines to add").fill(`${sku};2`);
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(1);
}

async function checkout(page: Page, delivery: "Delivery to the selected address" | "Pickup at our headquarters"): Promise<string> {
  await page.goto(`${shop.url}/en/pages/checkout`);
  await page.getByLabel(delivery).check();
  await page.getByRole("button", { name: "Check the order" }).click();
  // Checked is not placed: the page says what is left to do, and nothing claims success yet.
  await expect(
    page.getByRole("status").filter({ hasText: "Order saved, but not sent yet: check the summary and press “Send the order” to place it." }),
  ).toBeVisible();
  await expect(page.getByText("Your order has been placed.")).toHaveCount(0);
  // Another tab opening the checkout (a reload, a revalidation) keeps this form's token valid.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${shop.url}/en/pages/checkout`);
  await otherTab.close();
  await page.getByRole("button", { name: "Send the order" }).dblclick();
  await expect(page).toHaveURL(/\/en\/pages\/thankyou$/);
  // Said once, on the page (no toast repeating it).
  await expect(page.getByText("Your order has been placed.")).toHaveCount(1);
  const text = await page.getByTestId("order-number").innerText();
  return text.replace("Order number ", "");
}

test(
  "check out once with delivery and once with pickup; both orders are in the ERP and the history",
  { tag: "@dialect" },
  async ({ page, javaScriptEnabled }) => {
    const customer = javaScriptEnabled ? ROSSI : ESPOSITO;
    await signIn(page, customer.username, { baseUrl: shop.url, path: "/en/pages/login" });
    await fillCart(page);
    await page.goto(`${shop.url}/en/pages/checkout`);
    await expect(page.getByText("Delivery in 3 business days")).toBeVisible();
    await expect(page.getByText("Orders sent before 10.00 am can be collected the same day from 1.00 pm to 4.00 pm.")).toBeVisible();
    await expect(page.getByText("Orders sent before 4.00 pm can be collected the next day from 10.00 am to 1.00 pm.")).toBeVisible();
    await page.goto(`${shop.url}/pages/checkout`);
    await expect(page.getByText("Gli ordini inviati entro le 10:00 si ritirano in giornata dalle 14:00 alle 16:00.")).toBeVisible();
    await expect(page.getByText("Gli ordini inviati entro le 16:00 si ritirano il giorno dopo dalle 10:00 alle 14:00.")).toBeVisible();
    await expect(page.getByLabel("Order notes")).toHaveCount(0);
    const delivered = await checkout(page, "Delivery to the selected address");
    await page.goto(`${shop.url}/en/pages/cart?tab=active`);
    await expect(page.getByText("Checkout is not available while your cart is empty.")).toBeVisible();

    await fillCart(page);
    const pickedUp = await checkout(page, "Pickup at our headquarters");
    expect(pickedUp).not.toBe(delivered);

    const inErp = await ordersInErp(customer);
    expect(inErp).toEqual(expect.arrayContaining([delivered, pickedUp]));
    // A double click sent one order each time.
    expect(inErp.filter((number) => number === delivered || number === pickedUp)).toHaveLength(2);
    // The thank-you page leads to the order list, where the pickup says it is one.
    await page.getByRole("link", { name: "See your orders" }).click();
    await expect(page).toHaveURL(/\/en\/pages\/orders/);
    await expect(page.getByText(delivered.split("/").pop()!).first()).toBeVisible();
    const pickupRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: new RegExp(`${pickedUp.replace(/[/]/g, ".")}\\b`) }) });
    await expect(pickupRow).toContainText("Pickup at headquarters");
  },
);

test("an empty cart cannot be checked out", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "server behaviour: one browser mode is enough");
  await signIn(page, DEMO_CUSTOMERS[1]!.username, { baseUrl: shop.url, path: "/en/pages/login" });
  await page.goto(`${shop.url}/en/pages/checkout`);
  await expect(page.getByText("Checkout is not available while your cart is empty.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the order" })).toHaveCount(0);
});
