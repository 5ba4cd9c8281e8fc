// Return requests in a real browser. JavaScript on: a photo chosen with the file field, then a
// second document's lines added in the page (the file field keeps its photo), the request sent and
// its page shown; screenshots of the form and of the request at 375 and 1280 px go to
// /tmp/shots-returns/. JavaScript on and off: the journey from the documents page to the form, sent,
// to the request's page. Each test has a customer of its own (a clone of Ferramenta Rossi). The
// form's refusals and both dialects are tests/integration/returns.test.ts.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, ownCustomer, test } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const SHOTS = "/tmp/shots-returns";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

/** From the DDTs on the documents page to the return form of the first one. */
async function openReturnForm(page: Page): Promise<void> {
  await page.goto("/en/pages/documents?kind=delivery-note");
  await page
    .getByRole("link", { name: /^Request a return for B\// })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Request a return" })).toBeVisible();
}

/** One of the form's first line, for `reason` (its label). */
async function returnOneOfTheFirstLine(page: Page, reason: string): Promise<void> {
  await page
    .getByRole("textbox", { name: /^Quantity of .+ to return$/ })
    .first()
    .fill("1");
  await page
    .getByRole("combobox", { name: /^Reason for returning / })
    .first()
    .selectOption({ label: reason });
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the sticky header stays where a person sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("a return with a photo, a second document's lines added in the page", async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  await openReturnForm(page);
  await returnOneOfTheFirstLine(page, "Damaged");
  const photos = page.getByLabel("Photos or a PDF (at most 3, 5 MB each)");
  await photos.setInputFiles({ name: "box.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Add its lines" }).click();
  await expect(page.locator(".return-form__document")).toHaveCount(2);
  // The page stayed: what was typed and the photo are still there.
  await expect(page.getByRole("textbox", { name: /^Quantity of .+ to return$/ }).first()).toHaveValue("1");
  expect(await photos.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  await page.getByLabel("Credit note").check();
  await screenshots(page, "form");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page).toHaveURL(/\/en\/pages\/returns\/RMA-\d{4}-\d{5}$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Return RMA-/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Damaged" })).toBeVisible();
  await screenshots(page, "request");
});

test("from the documents to the form, sent, to the request's page", { tag: "@no-js" }, async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  await openReturnForm(page);
  await returnOneOfTheFirstLine(page, "Wrong item");
  await page.getByLabel("Replacement").check();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Return RMA-/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Wrong item" })).toBeVisible();
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Returns" }).click();
  await expect(page.getByRole("cell", { name: "Requested" }).first()).toBeVisible();
});
