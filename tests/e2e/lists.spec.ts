// Reorder lists in a real browser. JavaScript on and off: a list made from the account's navigation,
// an article added from its product page, the ticked line ordered (the quick order's report, the line
// rounded up to its pack). JavaScript on: a row's + and remove run in fetchers (the page stays, the
// result shows at once and is kept), and an order's line goes to a list through a fetcher that
// answers under the control. Screenshots at 375 px go to /tmp/shots-lists/. Each test has a customer
// of its own (a clone of Ferramenta Rossi). CSV import and export, the list unchanged after ordering,
// the cart imported back and all of an order's lines are tests/http/lists-journey.test.ts.
import fs from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { expect, ownCustomer, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { ShopAddress } from "../support/shops";
import { packedArticle } from "../support/articles";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const SHOTS = "/tmp/shots-lists";

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** A new list with these "code;quantity" lines, made by the lists page's form (no page load); its path. */
async function listWith(context: BrowserContext, shop: ShopAddress, name: string, lines: string[]): Promise<string> {
  const response = await context.request.post(`${shop.url}/en/pages/lists`, {
    form: { intent: "add-lines", list: name, lines: lines.join("\n") },
    headers: { origin: shop.url },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers()["location"]!;
}

test(
  "a list made from the account, an article added from its product page, the ticked line ordered rounded up to its pack",
  { tag: "@no-js" },
  async ({ page, context, shop }, testInfo) => {
    await ownCustomer(context, shop, ROSSI.username);
    const packed = packedArticle(6);
    const name = `Scaffale ${Date.now().toString(36)}`;

    await page.goto("/en/pages/account");
    await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Reorder lists" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reorder lists" })).toBeVisible();
    await page.getByLabel("List name").fill(name);
    await page.getByRole("button", { name: "Create the list" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const listUrl = page.url();

    await page.goto(`/en/product/default/${packed.sku}`);
    const control = page.locator(".buy-box .add-to-list");
    await control.getByText("Add to a list").click();
    await control.getByLabel("List", { exact: true }).selectOption({ label: name });
    await control.getByLabel("Quantity").fill("1");
    await control.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(`1 article added to the list "${name}"`).first()).toBeVisible();

    await page.goto(listUrl);
    await page.locator(`.list-row[data-sku="${packed.sku}"]`).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Order the ticked lines" }).click();
    const report = page.locator(".quick-order__results");
    await expect(report.getByRole("heading", { name: "Result, line by line" })).toBeVisible();
    await expect(report.locator(`tr[data-status="rounded"]`)).toContainText(packed.sku);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `${SHOTS}/list-ordered-${testInfo.project.name}.png`, fullPage: true });
  },
);

test("with JavaScript a row's + and remove run in the page, and an order's line goes to a list answered under its control", async ({
  page,
  context,
  shop,
}) => {
  await ownCustomer(context, shop, ROSSI.username);
  const packed = packedArticle(6);
  const other = packedArticle(1, packed.sku);
  const listPath = await listWith(context, shop, `Furgone ${Date.now().toString(36)}`, [`${packed.sku};1`, `${other.sku};4`]);

  // + and remove: fetchers, the page is not loaded again and the change is kept.
  await page.goto(listPath);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // Each fetcher's post answered (the row shows its result before, optimistically).
  const answered = () => page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes(listPath));
  const otherRow = page.locator(`.list-row[data-sku="${other.sku}"]`);
  const increased = answered();
  await otherRow.getByRole("button", { name: /^Increase/ }).click();
  await expect(otherRow.getByRole("spinbutton")).toHaveValue("5");
  await increased;
  const removed = answered();
  await page
    .locator(`.list-row[data-sku="${packed.sku}"]`)
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.locator(`.list-row[data-sku="${packed.sku}"]`)).toHaveCount(0);
  await removed;
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.reload();
  await expect(page.locator(`.list-row[data-sku="${other.sku}"]`).getByRole("spinbutton")).toHaveValue("5");
  await expect(page.locator(`.list-row[data-sku="${packed.sku}"]`)).toHaveCount(0);

  // An order's line to a new list, with its quantity changed: the answer under the control, the page as it was.
  const name = `Da ordine ${Date.now().toString(36)}`;
  await page.goto("/en/pages/orders");
  await page.locator(".data-table tbody th a").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order / })).toBeVisible();
  const detailUrl = page.url();
  const firstRow = page
    .locator(".data-table tbody tr")
    .filter({ has: page.locator(".add-to-list") })
    .first();
  const sku = (await firstRow.locator("th a").innerText()).trim();
  await firstRow.locator(".add-to-list").getByText("Add to a list").click();
  const form = firstRow.getByRole("form", { name: `Add to a list ${sku}` });
  await form.getByLabel("List", { exact: true }).selectOption({ label: "New list…" });
  await form.getByLabel("Name of the new list").fill(name);
  await form.getByLabel("Quantity").fill("3");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form.getByRole("status")).toContainText(`1 article added to the list "${name}"`);
  await expect(page).toHaveURL(detailUrl);
  // Tall enough that nothing scrolls: the shop's sticky header stays at the top of the picture.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 3200 });
    await page.locator(".account-page").screenshot({ path: `${SHOTS}/order-line-to-list-${width}.png` });
  }
  await form.getByRole("link", { name: `Open the list "${name}"` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(`.list-row[data-sku="${sku}"]`).getByRole("spinbutton")).toHaveValue("3");
});
