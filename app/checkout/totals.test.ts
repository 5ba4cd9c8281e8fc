import { describe, expect, it } from "vitest";
import { checkoutTotals } from "./totals";

// The cart of issue 29: 115,76 net, 9,90 transport, 27,65 VAT, 153,31 in all.
const cart = { net: 115.76, shipping: 9.9, vat: 27.65, total: 153.31 };

describe("checkoutTotals", () => {
  it("delivery is the cart's own totals, transport included", () => {
    expect(checkoutTotals(cart, "SHIPPING_GOOD", null)).toEqual({ net: 115.76, shipping: 9.9, vat: 27.65, total: 153.31 });
  });

  it("pickup takes off the transport and its VAT (the ERP's check then says 141,23 as well)", () => {
    expect(checkoutTotals(cart, "PICKUP_HEADQUARTER", null)).toEqual({ net: 115.76, shipping: 0, vat: 25.47, total: 141.23 });
  });

  it("pickup taxes the goods alone at the shop's rate, to the cent of the ERP's own rounding", () => {
    // 22% of 130.25 is 28.655 → 28.66, while 22% of 140.15 (with transport) is 30.833 → 30.83, less 2.18 = 28.65.
    const cart = { net: 130.25, shipping: 9.9, vat: 30.83, total: 170.98 };
    expect(checkoutTotals(cart, "PICKUP_HEADQUARTER", null)).toEqual({ net: 130.25, shipping: 0, vat: 28.66, total: 158.91 });
  });

  it("pickup of a cart taxed at other rates takes off the transport's VAT only", () => {
    const mixed = { net: 100, shipping: 9.9, vat: 12.18, total: 122.08 };
    expect(checkoutTotals(mixed, "PICKUP_HEADQUARTER", null)).toEqual({ net: 100, shipping: 0, vat: 10, total: 110 });
  });

  it("pickup of a cart with free transport is the cart's totals", () => {
    const large = { net: 300, shipping: 0, vat: 66, total: 366 };
    expect(checkoutTotals(large, "PICKUP_HEADQUARTER", null)).toEqual({ net: 300, shipping: 0, vat: 66, total: 366 });
  });

  it("pickup for a customer without VAT never makes the VAT negative", () => {
    expect(checkoutTotals({ net: 100, shipping: 9.9, vat: 0, total: 109.9 }, "PICKUP_HEADQUARTER", null)).toEqual({
      net: 100,
      shipping: 0,
      vat: 0,
      total: 100,
    });
  });

  it("once the ERP checked the order, its totals are the truth, unknown ones included", () => {
    const checked = { net: 115.76, transport: 0, vat: null, total: 141.23 };
    expect(checkoutTotals(cart, "PICKUP_HEADQUARTER", checked)).toEqual({ net: 115.76, shipping: 0, vat: null, total: 141.23 });
  });
});
