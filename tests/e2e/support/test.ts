// The specs' `test` and `expect`: with JavaScript on, every `page.goto` and `page.reload` of the
// test's page waits until React has hydrated the document (`<html data-hydrated>`, set by the root
// layout), so no test clicks a server-rendered button before its handlers exist. Never wait for time.
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** Waits for the hydration marker (pages of other contexts call this after a navigation). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend({
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
