// Signs a demo customer in through the login page (fields `username` and `password`), as a
// customer would, and waits until the shop has left the login page.
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

export async function signIn(page: Page, username: string, options: { password?: string; baseUrl?: string; path?: string } = {}): Promise<void> {
  const loginPath = options.path ?? "/pages/login";
  if (!page.url().includes("/pages/login")) await page.goto(`${options.baseUrl ?? ""}${loginPath}`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
}
