// docs/decisions/one-shared-chunk.md: every module the browser loads as a route or lazily imports
// `~/root` bare, so that the bundler puts the shell in the chunk every page shares. Without the
// import a page still works; it only loads the shell in a dozen small chunks again.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "..");
const HINT = /^import "~\/root";/m;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The app's modules imported with import("~/…") (the texts' chunks aside: they reach no other module). */
function lazyModules(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(APP)) {
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(/import\("~\/([^"]+)"\)/g)) {
      if (specifier!.startsWith("locales/")) continue;
      const base = path.join(APP, specifier!);
      const resolved = [`${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate));
      if (resolved) found.add(resolved);
    }
  }
  return [...found];
}

describe("one shared chunk", () => {
  it("the entry, every route module and every lazily imported module import the root", () => {
    const modules = [path.join(APP, "entry.client.tsx"), ...sourceFiles(path.join(APP, "routes")), ...lazyModules()];
    expect(lazyModules().length).toBeGreaterThan(0);
    const without = modules.filter((file) => !HINT.test(fs.readFileSync(file, "utf8"))).map((file) => path.relative(APP, file));
    expect(without).toEqual([]);
  });
});
