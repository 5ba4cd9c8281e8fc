import { describe, expect, it } from "vitest";
import { detailRoute, layoutOfPath } from "./layout";

describe("layouts", () => {
  it("reads the forced layout of /shop/list and /shop/small-list", () => {
    expect(layoutOfPath("/shop/list")).toBe("list");
    expect(layoutOfPath("/en/shop/small-list")).toBe("small-list");
    expect(layoutOfPath("/shop")).toBeNull();
  });

  it("detail mode opens the first child when there are several, else the default route", () => {
    expect(detailRoute({ sku: "FE1", parentSku: null, childSkus: ["FE1-01", "FE1-02"] })).toBe("/product/child/FE1-01");
    expect(detailRoute({ sku: "FE1", parentSku: null, childSkus: ["FE1-01"] })).toBe("/product/default/FE1");
    expect(detailRoute({ sku: "FE1", parentSku: null, childSkus: [] })).toBe("/product/default/FE1");
  });
});
