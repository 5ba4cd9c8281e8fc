import { describe, expect, it } from "vitest";
import type { Product } from "~/erp/types";
import { exactCodeMatch } from "./listing.server";

const product = (sku: string, barcodes: string[] = [], children: Product[] = []): Product =>
  ({ sku, barcodes, children, parentSku: null }) as unknown as Product;

describe("exactCodeMatch", () => {
  const parent = product("FE10023", ["8001234567895"], [product("FE10023-01", ["8001234567901"]), product("FE10023-02")]);

  it("goes to the article whose code or barcode is typed, when it is the only result", () => {
    expect(exactCodeMatch("fe10023", [parent], 1)).toBe("/product/default/FE10023");
    expect(exactCodeMatch("8001234567895", [parent], 1)).toBe("/product/default/FE10023");
    expect(exactCodeMatch("FE10023-02", [parent], 1)).toBe("/product/child/FE10023-02");
    expect(exactCodeMatch("8001234567901", [parent], 1)).toBe("/product/child/FE10023-01");
  });

  it("stays on the listing for several results or a partial match", () => {
    expect(exactCodeMatch("FE10023", [parent, product("FE10024")], 2)).toBeNull();
    expect(exactCodeMatch("FE1002", [parent], 1)).toBeNull();
  });
});
