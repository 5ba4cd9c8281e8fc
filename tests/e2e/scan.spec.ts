// Scan to cart: a shelf label read by Chromium's fake camera (a video made here from a demo article's
// barcode, decoded by ZXing: Debian's Chromium has no BarcodeDetector), and codes typed as a
// keyboard-wedge scanner sends them, with JavaScript on and off; the list goes to the cart through
// the quick order. Each project fills the cart of its own address of Ferramenta Rossi, which no
// other spec uses (the tests of one project run one after the other).
import fs from "node:fs";
import { devices, type Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";
import { emptyTheCart } from "./support/cart";
import { findScannableArticle } from "./support/catalog";
import { chromium } from "./support/chromium";
import { writeBarcodeVideo } from "./support/fake-camera";
import { signIn } from "./support/sign-in";

const CUSTOMER = "acquisti@ferramentarossi.example";
const UNKNOWN_CODE = "0000000000000";

test.describe.configure({ mode: "serial" });
// Sign-in, an emptied cart, the scanner and the cart: a few page loads more than most tests.
test.setTimeout(180_000);

/** Signs in on the project's own address of the customer, with an empty cart. */
async function startWithEmptyCart(page: Page, javaScriptEnabled: boolean) {
  await signIn(page, CUSTOMER, { path: "/en/pages/login" });
  const switched = await page.request.post("/en/address", {
    form: { addressCode: javaScriptEnabled ? "3" : "2", redirectTo: "/en" },
    headers: { origin: new URL(page.url()).origin },
    // The switch's own answer: following it would render the home page, which a busy machine may not.
    maxRedirects: 0,
  });
  expect(switched.status()).toBe(303);
  expect(switched.headers()["location"]).toBe("/en");
  await emptyTheCart(page);
}

/** After "Add all to the cart": the quick order's report and the article in the cart, `quantity` of it. */
async function expectInCart(page: Page, article: { sku: string; barcode: string }, quantity: number) {
  await expect(page).toHaveURL(/\/en\/pages\/cart\?tab=active/);
  await expect(page.locator(`.quick-order__result[data-status="added"]`).filter({ hasText: article.barcode })).toHaveCount(1);
  const line = page.locator(`.cart-line[data-sku="${article.sku}"]`);
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("spinbutton")).toHaveValue(String(quantity));
}

test("the camera reads a shelf label into the list, and the list goes to the cart", async ({ playwright, javaScriptEnabled, baseURL }, testInfo) => {
  test.skip(!javaScriptEnabled, "the camera needs JavaScript");
  const article = findScannableArticle();
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
    await startWithEmptyCart(page, javaScriptEnabled);
    const response = await page.goto("/en/pages/scan");
    // The shop lets its own pages, and only them, use the camera.
    expect(response!.headers()["permissions-policy"]).toContain("camera=(self)");
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

test("codes typed (or sent by a keyboard-wedge scanner) are listed, an unknown one too, and go to the cart", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const article = findScannableArticle();
  await startWithEmptyCart(page, javaScriptEnabled);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/en");
  await page.locator(".site-header").getByRole("link", { name: "Scan" }).click();
  await expect(page).toHaveURL(/\/en\/pages\/scan$/);
  if (javaScriptEnabled) await waitForHydration(page);

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

  await page.getByRole("button", { name: "Add all to the cart" }).click();
  await expectInCart(page, article, 2 * article.packaging);
  // The unknown code is in the report, and back in the quick order's field to fix.
  await expect(page.locator(`.quick-order__result[data-status="unknown-code"]`).filter({ hasText: UNKNOWN_CODE })).toHaveCount(1);
});

test("the scanned codes go to a reorder list: refused without a list, all kept; added to a new list, named with a link to it", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const article = findScannableArticle();
  const name = `Scaffale scan ${javaScriptEnabled ? "js" : "nojs"} ${Date.now().toString(36)}`;
  await signIn(page, CUSTOMER, { path: "/en/pages/login" });
  await page.goto("/en/pages/scan");
  if (javaScriptEnabled) await waitForHydration(page);
  const code = page.getByLabel("Code or barcode");
  for (const typed of [article.barcode, UNKNOWN_CODE]) {
    await code.fill(typed);
    await code.press("Enter");
    await expect(page.locator(`.scan-line[data-code="${typed}"]`)).toHaveAttribute("data-status", /found|unknown/);
  }

  const toList = page.getByRole("group", { name: "Add all to a list" });
  await toList.getByLabel("List", { exact: true }).selectOption({ label: "New list…" });
  await toList.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toList.getByRole("alert")).toHaveText("Choose a list or write the name of a new one");
  await expect(page.locator(".scan-line")).toHaveCount(2);

  await toList.getByLabel("Name of the new list").fill(name);
  await toList.getByRole("button", { name: "Add", exact: true }).click();
  const confirmation = toList.getByRole("status");
  await expect(confirmation).toContainText(`1 article added to the list "${name}"`);
  await expect(confirmation).toContainText(`Lines not added: ${UNKNOWN_CODE}`);
  // Nothing scanned is lost: the same lines can still go to the cart.
  await expect(page.locator(".scan-line")).toHaveCount(2);
  await expect(page.locator(`.scan-line[data-code="${article.barcode}"]`).getByRole("spinbutton")).toHaveValue(String(article.packaging));

  fs.mkdirSync("/tmp/shots-scan", { recursive: true });
  // Tall enough that nothing scrolls: the shop's sticky header stays at the top of the picture.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 2400 });
    await page.locator(".scan-page").screenshot({ path: `/tmp/shots-scan/scan-list-${width}-${testInfo.project.name}.png` });
  }

  await confirmation.getByRole("link", { name: `Open the list "${name}"` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(`.list-row[data-sku="${article.sku}"]`).getByRole("spinbutton")).toHaveValue(String(article.packaging));
});
