// The HTTP integration layer: tests/http against the run's production shops (tests/support/shops.ts).
// Project `http` runs in parallel; `http-alone` holds what measures the machine (how fast the shop
// recovers from a burst), which scripts/run-tests.ts runs after everything else, with nothing beside it.
import { defineConfig } from "vitest/config";

const ALONE = ["tests/http/server-burst.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["tests/http/global-setup.ts"],
    testTimeout: 30_000,
    // The files mostly wait on the shops, which run in processes of their own: three at once keep
    // two cores busy (vitest's default on two cores is one file at a time; 190 s against 97 s).
    maxWorkers: 3,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "http", include: ["tests/http/**/*.test.ts"], exclude: ALONE } },
      { extends: true, test: { name: "http-alone", include: ALONE } },
    ],
  },
});
