import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./tests/e2e/support/chromium";

// The browser layer (docs/testing.md): only what needs a browser. One shop and demo ERP per dialect
// for the whole run (tests/support/shops.ts, started by scripts/test.mjs or tests/e2e/global-setup.ts;
// workers read this file again after that, so E2E_BASE_URL is set). Every test runs with JavaScript
// on; those tagged @no-js also with it off, those tagged @dialect also against the varying dialect.
/** Specs that measure time on the machine: they run after every other, with no other worker. */
const ALONE = /burst\.spec\.ts$/;

/** Tests that also run with JavaScript off carry this tag: one journey per area, and what differs without JavaScript. */
const NO_JS = /@no-js/;
/** Tests that also run against the demo ERP's varying dialect (the shapes other deployments answer in). */
const DIALECT = /@dialect/;

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
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", testIgnore: ALONE, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: ALONE, grep: NO_JS, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false } },
    // The @dialect scenarios against a demo ERP answering in the shapes other deployments use.
    {
      name: "varying-js",
      testIgnore: ALONE,
      grep: DIALECT,
      metadata: { dialect: "varying" },
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true, baseURL: process.env.E2E_VARYING_BASE_URL },
    },
    {
      name: "varying-no-js",
      testIgnore: ALONE,
      grep: [/(?=.*@dialect)(?=.*@no-js)/],
      metadata: { dialect: "varying" },
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false, baseURL: process.env.E2E_VARYING_BASE_URL },
    },
    // Last and by itself: how fast the shop recovers from a burst is a figure of the machine, which
    // another worker's browser and shop would share.
    {
      name: "alone",
      testMatch: ALONE,
      dependencies: ["js", "no-js", "varying-js", "varying-no-js"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
  ],
});
