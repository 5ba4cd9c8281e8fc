// The guest side of the account area where only a browser shows it: with JavaScript the registration
// and password forms check their fields in the page (nothing is posted), a field beside an error
// keeps its place, the password reset works with the keyboard alone, and the pages pass axe.
// What the server answers to these forms without JavaScript, and the guards of the account pages,
// are tests/http/account-guest.test.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";

test.use({ bypassCSP: true });

/** A form field by its label's text (mandatory ones end with " *"). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

/** Counts the POSTs the page sends from now on. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  return () => posts;
}

test("the registration form marks its mandatory and wrong fields in the page, and a field beside an error keeps its place", async ({ page }) => {
  await page.goto("/en/pages/register");
  const posts = countPosts(page);
  await field(page, "Company name").fill("Verdi Utensili srl");
  await field(page, "Email").fill("not-an-email");
  await field(page, "VAT number").fill("00743110158");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Field is required").first()).toBeVisible();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Enter a valid Italian VAT number (11 digits, optionally after IT)")).toBeVisible();
  await expect(page.getByText("Consent to the processing of personal data is required")).toBeVisible();
  await expect(field(page, "Company name")).toHaveValue("Verdi Utensili srl");
  await expect(field(page, "First name")).toHaveAttribute("aria-invalid", "true");
  expect(posts()).toBe(0);
  const vat = (await field(page, "VAT number").boundingBox())!;
  const taxCode = (await field(page, "Tax code").boundingBox())!;
  expect(Math.abs(taxCode.y - vat.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(taxCode.height - vat.height)).toBeLessThanOrEqual(1);
});

test("the password reset asks for the email in the page, and is filled and sent with the keyboard alone", async ({ page }) => {
  // The focus checks below need this page to be the browser's active one (pages of earlier tests may have been).
  await page.bringToFront();
  await page.goto("/en/pages/forgot-password");
  const posts = countPosts(page);
  await field(page, "Email").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Field is required")).toBeVisible();
  expect(posts()).toBe(0);
  await field(page, "Email").focus();
  await page.keyboard.type("nobody@unknown.example");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send a new password" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please check your email for a new password")).toBeVisible();
});

test("the registration and password reset pages have no serious or critical axe violations", async ({ page }) => {
  for (const path of ["/pages/register", "/en/pages/register_origin", "/pages/forgot-password"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
