// axe on whole pages (header, menu, main content, footer, mobile bar): no serious or critical
// violations on the catalogue's pages (home, shop, a product page, the 404 page), the login page,
// the content pages (blog, a post, flyers, brands, CMS pages, the contact form and its assistance
// variant) and the signed-in cart. axe-core runs as a script in the page (JavaScript on).
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { seriousViolations } from "./support/axe";
import { expect, signInAs, test } from "./support/test";
import { findParent } from "../support/articles";

test.use({ bypassCSP: true });

/** Audits each page in turn and reports every page's violations together. */
async function auditEach(page: Page, paths: string[]) {
  const found: Record<string, unknown[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
}

test("the catalogue's pages and the login page have no serious or critical axe violations", async ({ page }) => {
  await auditEach(page, ["/", "/en/shop", `/en/product/default/${findParent().sku}`, "/pages/login", "/en/this-page-does-not-exist"]);
});

test("the content pages have no serious or critical axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  await auditEach(page, [
    "/en",
    "/pages/blog",
    "/en/pages/blog/come-scegliere-il-trapano-giusto",
    "/pages/flyers",
    "/en/pages/brands",
    "/pages/about-us",
    "/en/web-page/privacy",
    "/pages/contact-us",
    "/en/pages/contact-us?type=assistance&sku=FE10275",
  ]);
});

test("the signed-in cart page has no serious or critical axe violations", async ({ page, context, shop }) => {
  // Only looked at: a demo customer's session is enough.
  await signInAs(context, shop, DEMO_CUSTOMERS[2]!.username);
  await page.goto("/en/pages/cart?tab=active");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
