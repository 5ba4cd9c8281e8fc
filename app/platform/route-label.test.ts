import { describe, expect, it } from "vitest";
import { routeLabeler } from "~/platform/route-label";

const label = routeLabeler({
  root: { id: "root", path: "" },
  "routes/($lang)._index": { id: "routes/($lang)._index", parentId: "root", path: ":lang?", index: true },
  "routes/($lang).shop": { id: "routes/($lang).shop", parentId: "root", path: ":lang?/shop" },
  "routes/($lang).product.$type.$slug": { id: "routes/($lang).product.$type.$slug", parentId: "root", path: ":lang?/product/:type/:slug" },
  "routes/media.$": { id: "routes/media.$", parentId: "root", path: "media/*" },
  "routes/($lang).$": { id: "routes/($lang).$", parentId: "root", path: ":lang?/*" },
});

describe("routeLabeler", () => {
  it("names the route that answers a page, in either language", () => {
    expect(label("/shop")).toBe("routes/($lang).shop");
    expect(label("/en/shop")).toBe("routes/($lang).shop");
    expect(label("/en/product/default/VT-123")).toBe("routes/($lang).product.$type.$slug");
    expect(label("/")).toBe("routes/($lang)._index");
  });

  it("names a single-fetch data request by the page it loads", () => {
    expect(label("/en/shop.data")).toBe("routes/($lang).shop");
    expect(label("/_root.data")).toBe("routes/($lang)._index");
  });

  it("keeps the label set small: unknown pages fall to the catch-all, files to fixed words", () => {
    expect(label("/no/such/page/12345")).toBe("routes/($lang).$");
    expect(label("/build/_assets/entry-ABC123.js")).toBe("static");
    expect(label("/healthz")).toBe("health");
    expect(label("/media/products/x.jpg")).toBe("routes/media.$");
  });
});
