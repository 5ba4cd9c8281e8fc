// Signs a demo customer in through the login page (/pages/login, fields `username` and `password`),
// as a customer would, and waits until the shop has left the login page.
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, path = "/pages/login"): Promise<void> {
  if (!page.url().includes("/pages/login")) await page.goto(path);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
}
