import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "demo-erp/**/*.test.ts", "tests/integration/**/*.test.ts", "deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
