// The server's patched route matching (docs/decisions/patched-route-matching.md): it remembers its
// work, and what it remembers never leaks from one caller to the next. Node loads the CommonJS
// builds, which are the patched ones.
import { createRequire } from "node:module";
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");

const routes: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", path: ":lang?", children: [{ id: "home-index", index: true }] },
      { id: "product", path: ":lang?/product/:type/:slug" },
      { id: "page", path: ":lang?/pages/:slug" },
      { id: "catch-all", path: "*" },
    ],
  },
];

const ids = (matches: Array<{ route: { id?: string } }> | null) => matches?.map((match) => match.route.id) ?? null;

describe("patched matchRoutes", () => {
  it("answers the same matches every time, for a path it knows and for one it does not", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids(matchRoutes(routes, "/en/product/default/FE10001"))).toEqual(["root", "product"]);
      expect(matchRoutes(routes, "/en/product/default/FE10001")?.at(-1)?.params).toEqual({ lang: "en", type: "default", slug: "FE10001" });
      expect(matchRoutes(routes, "/product/default/FE10001")?.at(-1)?.params).toEqual({ lang: undefined, type: "default", slug: "FE10001" });
      expect(ids(matchRoutes(routes, "/no/such/page/here"))).toEqual(["root", "catch-all"]);
      expect(matchRoutes(routes, "/no/such/page/here")?.at(-1)?.params).toEqual({ "*": "no/such/page/here" });
      expect(matchRoutes([{ id: "only", path: "/shop" }], "/elsewhere")).toBeNull();
    }
  });

  it("gives every caller its own copies: changing one answer's params changes no later answer", () => {
    const first = matchRoutes(routes, "/pages/contatti")!;
    expect(first[0]!.params).toBe(first[1]!.params);
    (first[1]!.params as Record<string, string>).slug = "changed";
    first.pop();
    const second = matchRoutes(routes, "/pages/contatti")!;
    expect(ids(second)).toEqual(["root", "page"]);
    expect(second[1]!.params).toEqual({ lang: undefined, slug: "contatti" });
  });

  it("matches a very long path without remembering it, as before", () => {
    const long = `/pages/${"x".repeat(5000)}`;
    expect(ids(matchRoutes(routes, long))).toEqual(["root", "page"]);
    expect(ids(matchRoutes(routes, long))).toEqual(["root", "page"]);
  });
});

describe("patched createStaticRouter", () => {
  it("converts a routes array once, and maps each render's matches onto those data routes", () => {
    const context = (pathname: string) =>
      ({
        basename: "/",
        location: { pathname, search: "", hash: "", state: null, key: "default" },
        matches: matchRoutes(routes, pathname)!,
        loaderData: {},
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
        activeDeferreds: null,
      }) as unknown as Parameters<typeof createStaticRouter>[1];
    const first = createStaticRouter(routes, context("/pages/contatti"));
    const second = createStaticRouter(routes, context("/en/product/default/FE10001"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((match) => match.route.id)).toEqual(["root", "page"]);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root", "product"]);
    expect(second.state.matches[1]!.route).toBe(first.routes[0]!.children![1]);
  });
});
