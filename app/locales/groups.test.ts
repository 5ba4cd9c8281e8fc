// The browser has the shell's texts on every page and a group of texts (app/locales/load.ts) only
// where a route declares it; the server has them all. These tests keep both sides rendering the same
// texts: every key a route's modules may render in the browser is in the shell's texts or in a group
// the route declares. The keys are read from the source: t("group.key") calls and the dotted
// key-like strings the modules pass around (a label key in a table, a schema's error message);
// a text the server picks at run time for a page it does not render itself travels translated
// (the toasts: shell.server.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALE_FILES, resources, SERVER_ONLY_FILES } from "~/locales";
import { EN_SHELL_FILES } from "~/locales/en";
import { IT_SHELL_FILES } from "~/locales/it";
import { TEXT_GROUPS, type TextGroup } from "~/locales/load";
import { mergeLocaleFiles } from "~/platform/i18n";

const APP = path.resolve(__dirname, "..");

/** The group of each top-level key ("shell" for the texts every page has, "server" for those the browser never has), from the Italian files. */
function groupOfKeys(): Map<string, TextGroup | "shell" | "server"> {
  const groups = new Map<string, TextGroup | "shell" | "server">();
  for (const file of fs.readdirSync(path.join(APP, "locales/it"))) {
    const name = file.replace(/\.json$/, "");
    const group = name === "server" ? "server" : (TEXT_GROUPS as readonly string[]).includes(name) ? (name as TextGroup) : "shell";
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
  it("the shell's files, the groups' and the server's own are every text of the server", () => {
    for (const [locale, shellFiles] of [
      ["it", IT_SHELL_FILES],
      ["en", EN_SHELL_FILES],
    ] as const) {
      expect(LOCALE_FILES[locale].length).toBe(shellFiles.length + TEXT_GROUPS.length + SERVER_ONLY_FILES[locale].length);
      expect(mergeLocaleFiles({ [locale]: LOCALE_FILES[locale] })).toEqual({ [locale]: resources[locale] });
    }
  });

  it("the root renders only the shell's texts", () => {
    const groups = groupOfKeys();
    const used = [...keysUsed(browserModules(path.join(APP, "root.tsx")), groups)];
    expect(used.filter((key) => groups.get(key) !== "shell")).toEqual([]);
  });

  it("every route declares the groups of the texts its modules render", () => {
    const groups = groupOfKeys();
    const missing: string[] = [];
    for (const file of fs.readdirSync(path.join(APP, "routes"))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const route = path.join(APP, "routes", file);
      const source = fs.readFileSync(route, "utf8");
      const declared = new Set([...(source.match(/texts: \[([^\]]*)\]/)?.[1] ?? "").matchAll(/"([a-z-]+)"/g)].map((match) => match[1]));
      const loads = /^await loadTexts\(handle\.texts\);$/m.test(source);
      if (declared.size > 0 && !loads) missing.push(`${file}: declares texts but does not await loadTexts(handle.texts)`);
      for (const key of keysUsed(browserModules(route), groups)) {
        const group = groups.get(key)!;
        if (group !== "shell" && !declared.has(group)) missing.push(`${file}: renders ${key}.… of the group "${group}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
