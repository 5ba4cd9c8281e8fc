// Signs a demo customer in through the login page (built on the identity branch: fields named
// "username" and "password"). Used by the cart and checkout specs.
import { expect, type Page } from "@playwright/test";

export interface E2ECustomer {
  username: string;
  password: string;
}

export async function signIn(page: Page, customer: E2ECustomer, baseUrl = ""): Promise<void> {
  await page.goto(`${baseUrl}/en/pages/login`);
  await page.locator('input[name="username"]').fill(customer.username);
  await page.locator('input[name="password"]').fill(customer.password);
  await Promise.all([page.waitForURL((url) => !url.pathname.includes("/pages/login")), page.locator('input[name="password"]').press("Enter")]);
}

/** True when this build has the login page (the identity branch merged): signed-in specs need it. */
export async function hasLoginPage(page: Page, baseUrl = ""): Promise<boolean> {
  const response = await page.request.get(`${baseUrl}/en/pages/login`);
  return response.status() === 200;
}

export { expect };
