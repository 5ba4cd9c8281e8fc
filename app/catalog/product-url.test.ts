import { describe, expect, it } from "vitest";
import { productPagePath, productPath } from "~/catalog/product-url";

describe("product addresses", () => {
  it("are the default page of an article and the child page of a variant, with the code encoded", () => {
    expect(productPath({ sku: "FE10023", parentSku: null })).toBe("/product/default/FE10023");
    expect(productPath({ sku: "FE10023-B", parentSku: "FE10023" })).toBe("/product/child/FE10023-B");
    expect(productPagePath("default", "A/B 1")).toBe("/product/default/A%2FB%201");
  });
});
