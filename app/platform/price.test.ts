import { describe, expect, it } from "vitest";
import { discountPercent, priceInView, showsNetBreaks } from "./price";

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
