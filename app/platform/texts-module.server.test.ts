import { describe, expect, it } from "vitest";
import { textsModulesOf } from "./texts-module.server";

describe("textsModulesOf", () => {
  it("finds each language's chunk in the client build's metafile", () => {
    const metafile = {
      outputs: {
        "public/build/entry.client-AAAA.js": { entryPoint: "app/entry.client.tsx" },
        "public/build/_shared/it-BBBB.js": { entryPoint: "app/locales/it.ts" },
        "public/build/_shared/en-CCCC.js": { entryPoint: "app/locales/en.ts" },
        "public/build/_shared/chunk-DDDD.js": {},
      },
    };
    expect(textsModulesOf(metafile)).toEqual({ it: "/build/_shared/it-BBBB.js", en: "/build/_shared/en-CCCC.js" });
  });
});
