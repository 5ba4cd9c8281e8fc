// An order the ERP makes without answering in time (its own shop with ERP_WRITE_TIMEOUT_MS 1 s, the
// demo ERP's answer held back 6 s, the order made at 3 s): the checkout says the outcome is not
// known yet and leads to the orders, where the order shows up; never "nothing was changed". With
// JavaScript on and off; once the fault is gone the shop serves as before.
import { expect, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { startShopWithErp, type ShopWithErp } from "../support/processes";
import { signIn } from "./support/sign-in";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
let pair: ShopWithErp;

test.setTimeout(120_000);

test.beforeAll(async ({}, testInfo) => {
  // A demo ERP and a shop of its own start on a machine the other specs keep busy.
  testInfo.setTimeout(180_000);
  pair = await startShopWithErp("unknown-outcome", { shopEnv: { ERP_WRITE_TIMEOUT_MS: "1000" } });
});

test.afterAll(async () => {
  await pair?.stop();
});

test("a late order send says the outcome is not known yet and leads to the orders, where it is", async ({ page, javaScriptEnabled }) => {
  const shop = pair.shop.url;
  await signIn(page, (javaScriptEnabled ? ROSSI : ESPOSITO).username, { baseUrl: shop, path: "/en/pages/login" });
  await page.goto(`${shop}/en`);
  const sku = await page.locator(".product-card form.add-to-cart input[name='sku']").first().inputValue();
  await page.goto(`${shop}/en/pages/cart?tab=active`);
  await page.getByLabel("Lines to add").fill(`${sku};2`);
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(1);

  // The customer's orders since yesterday, counted on the orders page (its rows).
  const recent = `${shop}/en/pages/orders?from=${new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}`;
  const ordersSinceYesterday = async () => {
    await page.goto(recent);
    // Its order rows (with cells; an empty list has no table, a list a header row).
    return page
      .getByRole("row")
      .filter({ has: page.getByRole("cell") })
      .count();
  };
  const before = await ordersSinceYesterday();

  await page.goto(`${shop}/en/pages/checkout`);
  await page.getByLabel("Delivery to the selected address").check();
  await page.getByRole("button", { name: "Check the order" }).click();
  await expect(page.getByRole("button", { name: "Send the order" })).toBeVisible();
  await pair.setFaults([{ path: "/hub/wrapper/send_order", delayMs: 6_000, times: 1 }]);
  await page.getByRole("button", { name: "Send the order" }).click();

  const notice = page.getByRole("status").filter({ hasText: "we cannot tell yet whether it arrived" });
  await expect(notice).toBeVisible();
  await expect(page.getByText("Nothing was changed")).toHaveCount(0);
  await pair.setFaults([]);

  await notice.getByRole("link", { name: "Check your orders" }).click();
  await expect(page).toHaveURL(/\/en\/pages\/orders/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The ERP made the order (3 s after it was sent): the orders show it, once.
  await expect.poll(ordersSinceYesterday, { timeout: 20_000, intervals: [1_000] }).toBe(before + 1);
});
