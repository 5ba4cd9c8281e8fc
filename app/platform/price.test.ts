import { describe, expect, it } from "vitest";
import { cartLineInView, discountPercent, goodsGross, lineGrossUnit, priceInView, showsNetBreaks } from "./price";

describe("discountPercent", () => {
  it("truncates", () => {
    expect(discountPercent(10, 6.66)).toBe(33);
    expect(discountPercent(100, 70)).toBe(30);
    expect(discountPercent(3, 2)).toBe(33);
    expect(discountPercent(100, 90.06)).toBe(9);
    expect(discountPercent(100, 90.1)).toBe(9);
  });

  it("reads a discount whose sale price the ERP rounded as the whole percent it is", () => {
    // 10 % off, the sale price rounded to the cent or to four decimals: 9.991 % and 9.996 %.
    expect(discountPercent(33.33, 30)).toBe(10);
    expect(discountPercent(1.2345, 1.1111)).toBe(10);
    expect(discountPercent(66.67, 60)).toBe(10);
    expect(discountPercent(14.99, 11.99)).toBe(20);
  });

  it("is zero without a real discount", () => {
    expect(discountPercent(10, 10)).toBe(0);
    expect(discountPercent(10, 12)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("priceInView", () => {
  const discounted = { listPrice: 10, unitPrice: 6.66, grossPrice: 8.13 };

  it("shows the customer's net price with the list price struck and the percent", () => {
    expect(priceInView(discounted, "net")).toEqual({ amount: 6.66, struck: 10, percent: 33, view: "net" });
    expect(priceInView({ listPrice: 5, unitPrice: 5, grossPrice: 6.1 }, "net")).toEqual({ amount: 5, struck: null, percent: 0, view: "net" });
  });

  it("shows the ERP's gross price alone in the gross view: no struck price, no percent", () => {
    expect(priceInView(discounted, "gross")).toEqual({ amount: 8.13, struck: null, percent: 0, view: "gross" });
  });

  it("shows quantity-break prices (net prices) in the net view only", () => {
    expect(showsNetBreaks("net")).toBe(true);
    expect(showsNetBreaks("gross")).toBe(false);
  });
});

describe("a cart line in the view", () => {
  // 3 × 6,66 net; the ERP's gross unit price 8,13 (6,66 with 22 % VAT).
  const line = { quantity: 3, unitPrice: 6.66, lineTotal: 19.98, grossUnit: 8.13 };

  it("takes the catalogue's gross price only when its net price is the line's own", () => {
    expect(lineGrossUnit(line, { unitPrice: 6.66, grossPrice: 8.13 })).toBe(8.13);
    // Another promotion row, or a price since changed: not this line's gross.
    expect(lineGrossUnit(line, { unitPrice: 6.0, grossPrice: 7.32 })).toBeNull();
    expect(lineGrossUnit(line, undefined)).toBeNull();
  });

  it("is net in the net view, and gross with its net amount beside in the gross view", () => {
    expect(cartLineInView(line, "net")).toEqual({ view: "net", unit: 6.66, amount: 19.98, net: null });
    expect(cartLineInView(line, "gross")).toEqual({ view: "gross", unit: 8.13, amount: 24.39, net: 19.98 });
  });

  it("stays net, and says so, in the gross view when its gross price is not known", () => {
    expect(cartLineInView({ ...line, grossUnit: null }, "gross")).toEqual({ view: "net", unit: 6.66, amount: 19.98, net: null });
  });

  it("totals the goods gross as the sum of the lines' gross amounts, or not at all", () => {
    const lines = [line, { quantity: 1, unitPrice: 0.1, lineTotal: 0.1, grossUnit: 0.12 }];
    expect(goodsGross(lines, "gross")).toBe(24.51);
    expect(goodsGross(lines, "net")).toBeNull();
    expect(goodsGross([...lines, { ...line, grossUnit: null }], "gross")).toBeNull();
    expect(goodsGross([], "gross")).toBeNull();
  });
});
