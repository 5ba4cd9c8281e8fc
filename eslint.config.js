// ESLint (flat config): the recommended JavaScript and TypeScript rules, React with the hooks rules,
// import rules (no import circles, no duplicate imports) and the floors of app/. Formatting is Prettier's job.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The floors of app/, lowest first: a folder imports only from the floors below its own (folders on
 * one floor do not import each other). Routes, root.tsx and the entries stand above them all. A
 * feature that needs something from above takes it as a prop from its route (the lists pages get
 * the account's navigation that way) or the shared piece moves down.
 */
const FLOORS = [
  ["locales"],
  ["platform"],
  ["erp"],
  ["page", "ui"],
  ["cart"],
  ["lists", "returns"],
  ["catalog"],
  // checkout holds the cart page too: its lines show the catalogue's cards of alternatives.
  ["content", "scan", "checkout"],
  ["account"],
  ["agent"],
  ["shell", "pwa", "doctor"],
];
const floorZones = FLOORS.flatMap((floor, level) =>
  floor.map((folder) => ({
    target: `./app/${folder}`,
    from: FLOORS.slice(level)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `./app/${other}`),
    message: `app/${folder} sits below that folder (FLOORS in eslint.config.js): pass it down as a prop, or move the shared piece down.`,
  })),
);

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "node_modules/**", "test-results/**", "playwright-report/**", ".cache/**"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-duplicates": "error",
      "import-x/first": "error",
      "import-x/no-restricted-paths": ["error", { zones: floorZones }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "prefer-const": ["error", { destructuring: "all" }],
    },
  },
  {
    // Tests read raw wire answers, and Playwright's fixtures use `async ({}, testInfo)`.
    files: ["tests/**", "**/*.test.ts", "demo-erp/modules/testing.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "detect" } },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
