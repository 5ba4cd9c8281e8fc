import { describe, expect, it } from "vitest";
import type { Product } from "~/erp/types";
import { toCardProduct } from "./card";

const product = {
  id: "1",
  sku: "FE10023",
  parentSku: null,
  title: "Trapano",
  brand: null,
  unit: "PZ",
  availability: "arriving",
  stock: 4,
  images: [],
} as unknown as Product;

describe("toCardProduct", () => {
  it("carries the availability only when the shop shows it", () => {
    expect(toCardProduct(product, true).availability).toBe("arriving");
    expect(toCardProduct(product, false).availability).toBeNull();
  });

  it("sends no stock to a card", () => {
    expect(toCardProduct(product, true)).not.toHaveProperty("stock");
  });
});
