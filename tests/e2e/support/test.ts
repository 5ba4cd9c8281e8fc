// The specs' `test` and `expect`.
// - With JavaScript on, every `page.goto` and `page.reload` of the test's page waits until React has
//   hydrated the document (`<html data-hydrated>`, set by the root layout), so no test clicks a
//   server-rendered button before its handlers exist. Never wait for time.
// - `shop`: the run's shop (the default dialect's; its demo ERP's address for fault rules).
// - `faults`: fault rules scoped to this test's browser context (its X-Request-Id), cleared after it.
// - `signInAs` / `ownCustomer` (below): sessions by cookie, not through the login form.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import type { FaultRule } from "../../../demo-erp/http";
import { newFaultScope, setDemoErpFaults } from "../../support/faults";
import { cloneCustomer, testShop, type ShopAddress, type TestCustomer } from "../../support/shops";
import { DEMO_PASSWORD } from "./sign-in";

export { expect };

/** Waits for the hydration marker (pages of other contexts call this after a navigation). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export interface BrowserFaults {
  /** Replaces this test's fault rules (an empty list clears them); they reach this test's context alone. */
  set(rules: FaultRule[]): Promise<void>;
}

export const test = base.extend<{ shop: ShopAddress; faults: BrowserFaults }>({
  shop: async ({}, use) => {
    await use(testShop());
  },
  faults: async ({ context, shop }, use) => {
    const scope = newFaultScope();
    await context.setExtraHTTPHeaders({ "x-request-id": `${scope}-browser` });
    await use({ set: (rules) => setDemoErpFaults(shop.erpUrl, shop.appToken, rules, scope) });
    await setDemoErpFaults(shop.erpUrl, shop.appToken, [], scope);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

/** Session cookies by shop and username, kept for the worker: one sign-in per role and worker. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["cookies"]>>>();

/**
 * Signs a browser context in as `username` by posting the login form's fields (no page load), or
 * with the cookies of this worker's earlier sign-in of the same user. A test that changes the
 * session itself (another address, an agent's chosen customer, signing out) passes `fresh: true`
 * or uses a customer of its own.
 */
export async function signInAs(
  context: BrowserContext,
  shop: ShopAddress,
  username: string,
  options: { fresh?: boolean; password?: string } = {},
): Promise<void> {
  const key = `${shop.url} ${username}`;
  const kept = options.fresh ? undefined : sessions.get(key);
  if (kept) return context.addCookies(kept);
  const response = await context.request.post(`${shop.url}/pages/login`, {
    form: { username, password: options.password ?? DEMO_PASSWORD },
    headers: { origin: shop.url },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`sign-in of ${username} answered ${response.status()}: ${await response.text()}`);
  const cookies = await context.cookies(shop.url);
  if (!options.fresh) sessions.set(key, cookies);
}

/** A customer of this test's own (a copy of the demo customer `like`: prices, addresses, agent, a history), signed in on the context. */
export async function ownCustomer(context: BrowserContext, shop: ShopAddress, like: string): Promise<TestCustomer> {
  const customer = await cloneCustomer(shop, like);
  await signInAs(context, shop, customer.username, { fresh: true });
  return customer;
}
