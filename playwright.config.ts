import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./tests/e2e/support/chromium.mjs";

// The browser layer (docs/testing.md): only what needs a browser. One shop and demo ERP per dialect
// for the whole run (tests/support/shops.ts, started by scripts/run-tests.ts or tests/e2e/global-setup.ts;
// workers read this file again after that, so E2E_BASE_URL is set). Every test runs with JavaScript
// on; those tagged @no-js also with it off. The varying dialect's shapes are proven by the HTTP and
// in-process integration layers, which read the same pages for a fraction of the cost.
/** Tests that also run with JavaScript off carry this tag: one journey per area, and what differs without JavaScript. */
const NO_JS = /@no-js/;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // Tests wait for states (tests/e2e/support/test.ts waits for hydration); a retry on CI only keeps
  // one unforeseen hiccup of a busy machine from losing a whole run, and is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/browser.json" }]],
  // Its own folder: Playwright empties it at start, and test-results/ holds the other layers' reports.
  outputDir: "test-results/browser-artifacts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    { name: "no-js", grep: NO_JS, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false } },
  ],
});
