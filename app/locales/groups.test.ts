// The browser has the shell's texts ("common") on every page and another namespace only where a
// route names it in `handle.i18n` (app/platform/i18n-client.ts); the server has them all. These
// tests keep both sides rendering the same texts: every key a route's modules may render in the
// browser is in the shell's texts or in a namespace the route names. The keys are read from the
// source: t("group.key") calls and the dotted key-like strings the modules pass around (a label key
// in a table, a schema's error message); a text the server picks at run time for a page it does not
// render itself travels translated (the toasts: shell.server.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALE_FILES } from "~/locales";
import { PAGE_NAMESPACES, type PageNamespace } from "./namespaces";

const APP = path.resolve(__dirname, "..");

/** The namespace of each top-level key ("shell" for the texts every page has, "server" for those the browser never has), from the Italian files. */
function groupOfKeys(): Map<string, PageNamespace | "shell" | "server"> {
  const groups = new Map<string, PageNamespace | "shell" | "server">();
  for (const file of fs.readdirSync(path.join(APP, "locales/it"))) {
    const name = file.replace(/\.json$/, "");
    const group = name === "server" ? "server" : (PAGE_NAMESPACES as readonly string[]).includes(name) ? (name as PageNamespace) : "shell";
    for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(APP, "locales/it", file), "utf8")) as object)) groups.set(key, group);
  }
  return groups;
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The app's modules a module brings to the browser, at once or later (server-only modules, styles and texts left out), itself included. */
function browserModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    // Static imports, and the modules a page loads later (lazy components): they render the page's texts too.
    for (const [, specifier] of source.matchAll(/(?:(?:import|export)\s[^;]*?from\s+|import\()"([^"]+)"/g)) {
      if (/\.server(\.tsx?)?$|\.css$|\.json$/.test(specifier!)) continue;
      const resolved = resolveImport(file, specifier!);
      if (resolved) pending.push(resolved);
    }
  }
  return seen;
}

/** The top-level keys of the texts the modules may render: t("key.…") and "key.…" literals whose first part is a top-level key. */
function keysUsed(files: Set<string>, topLevel: Map<string, unknown>): Set<string> {
  const keys = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const [, key] of source.matchAll(/["'`]([a-zA-Z]+)\.[a-zA-Z0-9]/g)) if (topLevel.has(key!)) keys.add(key!);
  }
  return keys;
}

describe("the browser's texts in parts", () => {
  it("no top-level key is defined by two files (t finds a key in whichever namespace has it)", () => {
    for (const files of Object.values(LOCALE_FILES)) {
      const keys = files.flatMap((file) => Object.keys(file));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    }
  });

  it("the root renders only the shell's texts", () => {
    const groups = groupOfKeys();
    const used = [...keysUsed(browserModules(path.join(APP, "root.tsx")), groups)];
    expect(used.filter((key) => groups.get(key) !== "shell")).toEqual([]);
  });

  it("every route names the namespaces of the texts its modules render, and loads them on a client navigation", () => {
    const groups = groupOfKeys();
    const missing: string[] = [];
    for (const file of fs.readdirSync(path.join(APP, "routes"))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const route = path.join(APP, "routes", file);
      const source = fs.readFileSync(route, "utf8");
      const declared = new Set([...(source.match(/i18n: \[([^\]]*)\]/)?.[1] ?? "").matchAll(/"([a-z-]+)"/g)].map((match) => match[1]));
      const loads = /^export const clientLoader = loaderWithTexts\(handle\);$/m.test(source);
      if (declared.size > 0 && !loads) missing.push(`${file}: names namespaces but has no clientLoader = loaderWithTexts(handle)`);
      for (const key of keysUsed(browserModules(route), groups)) {
        const group = groups.get(key)!;
        if (group !== "shell" && !declared.has(group)) missing.push(`${file}: renders ${key}.… of the namespace "${group}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
