import { describe, expect, it } from "vitest";
import { textsModulesOf } from "./texts-module.server";

describe("textsModulesOf", () => {
  it("finds each language's chunks in the client build's metafile", () => {
    const metafile = {
      outputs: {
        "public/build/entry.client-AAAA.js": { entryPoint: "app/entry.client.tsx" },
        "public/build/_shared/it-BBBB.js": { entryPoint: "app/locales/it.ts" },
        "public/build/_shared/en-CCCC.js": { entryPoint: "app/locales/en.ts" },
        "public/build/_shared/account-EEEE.js": { entryPoint: "app/locales/it/account.json" },
        "public/build/_shared/product-FFFF.js": { entryPoint: "app/locales/en/product.json" },
        "public/build/_shared/chunk-DDDD.js": {},
      },
    };
    expect(textsModulesOf(metafile)).toEqual({
      it: { shell: "/build/_shared/it-BBBB.js", account: "/build/_shared/account-EEEE.js" },
      en: { shell: "/build/_shared/en-CCCC.js", product: "/build/_shared/product-FFFF.js" },
    });
  });
});
