// axe on whole pages (header, menu, main content, footer, mobile bar): no serious or critical
// violations on the home page, the shop, a product page, the login page, the signed-in cart and
// the 404 page. axe-core runs as a script in the page, so these run in the JavaScript project.
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { signIn } from "./support/sign-in";

test.use({ bypassCSP: true });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe-core runs as a script in the page");

for (const path of ["/", "/en/shop", "/pages/login", "/en/this-page-does-not-exist"]) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a product page has no serious or critical axe violations", async ({ page }) => {
  await page.goto("/en");
  await page.locator(".product-card__title a").first().click();
  await expect(page).toHaveURL(/\/en\/product\//);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the signed-in cart page has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, "info@termoidraulicaesposito.example");
  await page.goto("/en/pages/cart?tab=active");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
