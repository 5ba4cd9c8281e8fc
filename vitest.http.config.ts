// The HTTP integration layer: tests/http against the run's production shops (tests/support/shops.ts).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/http/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/http/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
