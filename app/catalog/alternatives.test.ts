import { describe, expect, it } from "vitest";
import { cannotBeDelivered, namesProduct } from "~/catalog/alternatives";

describe("cannotBeDelivered", () => {
  it("is an article the ERP says is not available", () => {
    expect(cannotBeDelivered({ availability: "unavailable", stock: null })).toBe(true);
  });

  it("is an article with no stock, whatever its status", () => {
    expect(cannotBeDelivered({ availability: null, stock: 0 })).toBe(true);
    expect(cannotBeDelivered({ availability: "available", stock: -2 })).toBe(true);
  });

  it("is not an available or arriving article with stock, nor one whose stock is unknown", () => {
    expect(cannotBeDelivered({ availability: "available", stock: 5 })).toBe(false);
    expect(cannotBeDelivered({ availability: "arriving", stock: null })).toBe(false);
    expect(cannotBeDelivered({ availability: null, stock: null })).toBe(false);
  });
});

describe("namesProduct", () => {
  const product = { id: "1042", sku: "VIT-0042" };

  it("matches the article's id or its sku, in any case", () => {
    expect(namesProduct("1042", product)).toBe(true);
    expect(namesProduct("vit-0042", product)).toBe(true);
    expect(namesProduct(" VIT-0042 ", product)).toBe(true);
  });

  it("does not match another article", () => {
    expect(namesProduct("1043", product)).toBe(false);
  });
});
