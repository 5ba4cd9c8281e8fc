// Reorder lists and CSV export as a trade customer uses them, with JavaScript on and off: make a
// list, add an article from its product page and another from a CSV file, order the ticked line (the
// cart gets it rounded to its pack, the list stays as it was), export the list and the cart to CSV
// (a real download) and import the file in the quick order. On a shop of its own, so the carts and
// lists it fills disturb no other spec. Screenshots at 375 px go to /tmp/shots-lists/.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { startShopWithErp, type ShopWithErp } from "../support/processes";
import { findPackedArticle } from "./support/catalog";
import { signIn } from "./support/sign-in";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const SHOTS = "/tmp/shots-lists";
let pair: ShopWithErp;
let packed: { sku: string; packaging: number };
let other: { sku: string; packaging: number };

test.describe.configure({ mode: "serial" });
test.setTimeout(360_000);

test.beforeAll(async () => {
  pair = await startShopWithErp("lists");
  packed = findPackedArticle(pair.dbPath, 6);
  // Another article: only listed, never ordered.
  other = findPackedArticle(pair.dbPath, 1, packed.sku);
  fs.mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await pair?.stop();
});

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await signIn(page, (javaScriptEnabled ? ROSSI : ESPOSITO).username, { baseUrl: pair.shop.url, path: "/en/pages/login" });
  await emptyTheCart(page);
});

async function emptyTheCart(page: Page) {
  await page.goto(`${pair.shop.url}/en/pages/cart?tab=active`);
  const rowIds = await page
    .locator('.cart-line input[name="rowId"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  for (const rowId of new Set(rowIds)) {
    const response = await page.request.post(`${pair.shop.url}/en/cart`, { form: { intent: "remove", rowId }, headers: { origin: pair.shop.url } });
    expect(response.ok()).toBe(true);
  }
}

async function cartQuantities(page: Page): Promise<Record<string, string>> {
  await page.goto(`${pair.shop.url}/en/pages/cart?tab=active`);
  const lines = page.locator(".cart-line[data-sku]");
  const found: Record<string, string> = {};
  for (const line of await lines.all()) found[(await line.getAttribute("data-sku"))!] = await line.getByRole("spinbutton").inputValue();
  return found;
}

test("a list: make it, add from the product page and a CSV file, order the ticked line, the list unchanged; export and import back", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const name = `Scaffale ${javaScriptEnabled ? "js" : "nojs"} ${Date.now().toString(36)}`;
  await page.goto(`${pair.shop.url}/en/pages/account`);
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Reorder lists" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reorder lists" })).toBeVisible();
  await page.getByLabel("List name").fill(name);
  await page.getByRole("button", { name: "Create the list" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const listUrl = page.url();

  // From the product page: one piece of an article sold in packs (rounded up when ordered, not in the list).
  await page.goto(`${pair.shop.url}/en/product/default/${packed.sku}`);
  const control = page.locator(".buy-box .add-to-list");
  await control.getByText("Add to a list").click();
  await control.getByLabel("List", { exact: true }).selectOption({ label: name });
  await control.getByLabel("Quantity").fill("1");
  await control.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText(`1 article added to the list "${name}"`).first()).toBeVisible();

  // From a CSV file in the quick order's format.
  await page.goto(listUrl);
  await page
    .getByLabel(/^CSV file/)
    .setInputFiles({ name: "righe.csv", mimeType: "text/csv", buffer: Buffer.from(`codice;quantità\r\n${other.sku};4\r\n`) });
  await page.getByRole("button", { name: "Add to the list" }).click();
  await expect(page.getByText(`1 article added to the list "${name}"`).first()).toBeVisible();
  const rows = page.locator(".list-row");
  await expect(rows).toHaveCount(2);
  await expect(page.locator(`.list-row[data-sku="${packed.sku}"]`).getByRole("spinbutton")).toHaveValue("1");

  // +/− on a row.
  const otherRow = page.locator(`.list-row[data-sku="${other.sku}"]`);
  await otherRow.getByRole("button", { name: /^Increase/ }).click();
  await expect(otherRow.getByRole("spinbutton")).toHaveValue("5");
  await page.reload();
  await expect(page.locator(`.list-row[data-sku="${other.sku}"]`).getByRole("spinbutton")).toHaveValue("5");

  // Order the ticked line only.
  await page.locator(`.list-row[data-sku="${packed.sku}"]`).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Order the ticked lines" }).click();
  const report = page.locator(".quick-order__results");
  await expect(report.getByRole("heading", { name: "Result, line by line" })).toBeVisible();
  await expect(report.locator(`tr[data-status="rounded"]`)).toContainText(packed.sku);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: `${SHOTS}/list-ordered-${testInfo.project.name}.png`, fullPage: true });

  expect(await cartQuantities(page)).toEqual({ [packed.sku]: String(packed.packaging) });

  // The list is as it was.
  await page.goto(listUrl);
  await expect(page.locator(`.list-row[data-sku="${packed.sku}"]`).getByRole("spinbutton")).toHaveValue("1");
  await expect(page.locator(`.list-row[data-sku="${other.sku}"]`).getByRole("spinbutton")).toHaveValue("5");
  await page.screenshot({ path: `${SHOTS}/list-${testInfo.project.name}.png`, fullPage: true });

  // Export the list: a real download in the quick order's format.
  const [listDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export to CSV" }).click()]);
  const listCsv = fs.readFileSync((await listDownload.path())!, "utf8");
  expect(listCsv).toBe(`\uFEFFcode;quantity\r\n${packed.sku};1\r\n${other.sku};5\r\n`);

  // Export the cart, empty it, import the file in the quick order: the same cart.
  await page.goto(`${pair.shop.url}/en/pages/cart?tab=active`);
  await page.locator(`.cart-line[data-sku="${packed.sku}"]`).waitFor();
  await page.screenshot({ path: `${SHOTS}/cart-export-${testInfo.project.name}.png`, fullPage: true });
  const [cartDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export to CSV" }).click()]);
  expect(cartDownload.suggestedFilename()).toBe("cart.csv");
  const cartFile = (await cartDownload.path())!;
  expect(fs.readFileSync(cartFile, "utf8")).toBe(`\uFEFFcode;quantity\r\n${packed.sku};${packed.packaging}\r\n`);
  await emptyTheCart(page);
  await page.goto(`${pair.shop.url}/en/pages/cart?tab=active`);
  await page.locator("#quick-order-file").setInputFiles(cartFile);
  await page.getByRole("button", { name: "Add all to cart" }).click();
  await expect(page.locator("#quick-order-results").getByRole("heading", { name: "Result, line by line" })).toBeVisible();
  expect(await cartQuantities(page)).toEqual({ [packed.sku]: String(packed.packaging) });
});

test("an order's lines go to a list, one with its quantity changed or all of them, named with a link to the list", async ({ page }, testInfo) => {
  const name = `Da ordine ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto(`${pair.shop.url}/en/pages/orders`);
  await page.locator(".data-table tbody th a").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order / })).toBeVisible();
  const detailUrl = page.url();
  const firstRow = page
    .locator(".data-table tbody tr")
    .filter({ has: page.locator(".add-to-list") })
    .first();
  const sku = (await firstRow.locator("th a").innerText()).trim();

  // One line, to a new list, with its quantity changed.
  const control = firstRow.locator(".add-to-list");
  await control.getByText("Add to a list").click();
  const form = control.getByRole("form", { name: `Add to a list ${sku}` });
  await form.getByLabel("List", { exact: true }).selectOption({ label: "New list…" });
  await form.getByLabel("Name of the new list").fill(name);
  await form.getByLabel("Quantity").fill("3");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form.getByRole("status")).toContainText(`1 article added to the list "${name}"`);
  await expect(page).toHaveURL(detailUrl);
  // Tall enough that nothing scrolls: the shop's sticky header stays at the top of the picture.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 3200 });
    await page.locator(".account-page").screenshot({ path: `${SHOTS}/order-line-to-list-${width}-${testInfo.project.name}.png` });
  }

  // All lines, to the same list picked from the menu (the new list is in it now).
  const all = page.locator(".order-lines__to-list");
  await all.getByText("Add all lines to a list").click();
  const allForm = all.getByRole("form", { name: "Add all lines to a list" });
  await allForm.getByLabel("List", { exact: true }).selectOption({ label: name });
  await allForm.getByRole("button", { name: "Add", exact: true }).click();
  const done = allForm.getByRole("status");
  await expect(done).toContainText(new RegExp(`^\\d+ articles? added to the list "${name}"`));

  await done.getByRole("link", { name: `Open the list "${name}"` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The line added twice: 3 and then its ordered quantity.
  const quantity = Number(await page.locator(`.list-row[data-sku="${sku}"]`).getByRole("spinbutton").inputValue());
  expect(quantity).toBeGreaterThan(3);
});
