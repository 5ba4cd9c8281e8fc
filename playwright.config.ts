import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./tests/e2e/support/chromium";

// tests/e2e/global-setup.ts starts the production build (with its embedded demo ERP) on a free port
// and publishes the address in E2E_BASE_URL; workers read this file again after that.
/** Specs that measure time on the machine: they run after every other, with no other worker. */
const ALONE = /burst\.spec\.ts$/;

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
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", testIgnore: ALONE, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: ALONE, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false } },
    // The @dialect scenarios against a demo ERP answering in the shapes other deployments use.
    ...(["js", "no-js"] as const).map((name) => ({
      name: `varying-${name}`,
      grep: /@dialect/,
      metadata: { dialect: "varying" },
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromium,
        javaScriptEnabled: name === "js",
        baseURL: process.env.E2E_VARYING_BASE_URL,
      },
    })),
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
