import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Two projects: `unit` (pure rules beside their modules, and the demo ERP's own tests) and
// `integration` (tests/integration: route loaders and actions in-process against a demo ERP, in the
// dialect DEMO_ERP_DIALECT names). The HTTP integration layer has a config of its own
// (vitest.http.config.ts), since it needs the run's shops.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Two files at once on two cores (vitest's default there is one): the tests wait on the demo
    // ERP's answers and on timers as much as they compute (integration 95 s against 47 s).
    maxWorkers: 2,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "demo-erp/**/*.test.ts", "deploy/**/*.test.ts"] } },
      { extends: true, test: { name: "integration", include: ["tests/integration/**/*.test.ts"] } },
    ],
  },
});
