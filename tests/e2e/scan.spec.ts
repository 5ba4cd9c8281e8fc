// Scan to cart in a real browser, each test with a customer of its own: a shelf label read by
// Chromium's fake camera (a video made here from a demo article's barcode, decoded by ZXing:
// Debian's Chromium has no BarcodeDetector), and codes typed as a keyboard-wedge scanner sends them,
// with JavaScript and without (@no-js); the list goes to a new reorder list, every line kept, and to
// the cart through the quick order. The page's camera permission, a list refused without a name,
// and the answers of the form without JavaScript: tests/http/scan-page.test.ts.
import fs from "node:fs";
import { devices, type Page } from "@playwright/test";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { chromium } from "./support/chromium.mjs";
import { writeBarcodeVideo } from "./support/fake-camera";
import { expect, ownCustomer, test, waitForHydration } from "./support/test";
import { scannableArticle } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;
const UNKNOWN_CODE = "0000000000000";

/** After "Add all to the cart": the quick order's report and the article in the cart, `quantity` of it. */
async function expectInCart(page: Page, article: { sku: string; barcode: string }, quantity: number) {
  await expect(page).toHaveURL(/\/en\/pages\/cart\?tab=active/);
  await expect(page.locator(`.quick-order__result[data-status="added"]`).filter({ hasText: article.barcode })).toHaveCount(1);
  const line = page.locator(`.cart-line[data-sku="${article.sku}"]`);
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("spinbutton")).toHaveValue(String(quantity));
}

test("the camera reads a shelf label into the list, and the list goes to the cart", async ({ playwright, shop, baseURL }, testInfo) => {
  // A browser of its own, with the camera: starting it and loading ZXing take a few seconds on a busy machine.
  test.slow();
  const article = scannableArticle();
  const video = testInfo.outputPath("shelf-label.y4m");
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  writeBarcodeVideo(video, article.barcode);
  const browser = await playwright.chromium.launch({
    ...chromium,
    args: [...chromium.args, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
    const page = await context.newPage();
    await ownCustomer(context, shop, ROSSI.username);
    await page.goto("/en/pages/scan");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Start the camera" }).click();

    // The label stays in front of the camera: one read, one pack. Starting the camera and loading
    // ZXing take a few seconds on a busy machine.
    const line = page.locator(`.scan-line[data-code="${article.barcode}"]`);
    await expect(line).toHaveAttribute("data-status", "found", { timeout: 30_000 });
    await expect(line).toContainText(article.title);
    await expect(line.getByRole("spinbutton")).toHaveValue(String(article.packaging));
    await expect(page.locator(".scan-line")).toHaveCount(1);
    await line.getByRole("button", { name: /^Increase/ }).click();
    await expect(line.getByRole("spinbutton")).toHaveValue(String(2 * article.packaging));

    await page.getByRole("button", { name: "Add all to the cart" }).click();
    await expectInCart(page, article, 2 * article.packaging);
  } finally {
    await browser.close();
  }
});

test(
  "codes typed (or sent by a keyboard-wedge scanner) are listed, an unknown one too; they go to a new list, all kept, and to the cart",
  { tag: "@no-js" },
  async ({ page, context, shop }, testInfo) => {
    const article = scannableArticle();
    await ownCustomer(context, shop, ROSSI.username);
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/en");
    await page.locator(".site-header").getByRole("link", { name: "Scan" }).click();
    await expect(page).toHaveURL(/\/en\/pages\/scan$/);

    const code = page.getByLabel("Code or barcode");
    await code.fill(article.barcode);
    await page.getByLabel("Quantity", { exact: true }).fill("1");
    await code.press("Enter");
    const line = page.locator(`.scan-line[data-code="${article.barcode}"]`);
    await expect(line).toHaveAttribute("data-status", "found");
    await expect(line).toContainText(article.title);
    // One piece asked, one pack listed.
    await expect(line.getByRole("spinbutton")).toHaveValue(String(article.packaging));

    await page.getByLabel("Code or barcode").fill(UNKNOWN_CODE);
    await page.getByLabel("Code or barcode").press("Enter");
    const unknown = page.locator(`.scan-line[data-code="${UNKNOWN_CODE}"]`);
    await expect(unknown).toHaveAttribute("data-status", "unknown");
    await expect(unknown).toContainText("Unknown code");

    await line.getByRole("button", { name: /^Increase/ }).click();
    await expect(line.getByRole("spinbutton")).toHaveValue(String(2 * article.packaging));
    await expect(page.locator(".scan-line")).toHaveCount(2);

    fs.mkdirSync("/tmp/shots-scan", { recursive: true });
    await page.locator(".scan-list").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-scan/scan-375-${testInfo.project.name}.png` });

    // To a new reorder list: named with a link, and nothing scanned is lost.
    const name = `Scaffale scan ${testInfo.project.name}`;
    const toList = page.getByRole("group", { name: "Add all to a list" });
    await toList.getByLabel("List", { exact: true }).selectOption({ label: "New list…" });
    await toList.getByLabel("Name of the new list").fill(name);
    await toList.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toList.getByRole("status")).toContainText(`1 article added to the list "${name}"`);
    await expect(toList.getByRole("link", { name: `Open the list "${name}"` })).toBeVisible();
    await expect(page.locator(".scan-line")).toHaveCount(2);
    await expect(line.getByRole("spinbutton")).toHaveValue(String(2 * article.packaging));

    await page.getByRole("button", { name: "Add all to the cart" }).click();
    await expectInCart(page, article, 2 * article.packaging);
    // The unknown code is in the report, and back in the quick order's field to fix.
    await expect(page.locator(`.quick-order__result[data-status="unknown-code"]`).filter({ hasText: UNKNOWN_CODE })).toHaveCount(1);
    await expect(page.getByLabel("Lines to add")).toHaveValue(new RegExp(`^${UNKNOWN_CODE};`));
  },
);
