import { describe, expect, it } from "vitest";
import { cartTotals, minimumWarning, type Coupon } from "./carts";

const welcome: Coupon = { code: "BENVENUTO10", description: "", percent: 10, minNet: 0 };
const fromHundred: Coupon = { code: "FERRAMENTA5", description: "", percent: 5, minNet: 100 };

describe("cart totals", () => {
  it("charges shipping below 250 net and VAT on goods plus shipping", () => {
    const totals = cartTotals([{ net: 100 }, { net: 20.5 }], null, 0);
    expect(totals).toMatchObject({ goods: 120.5, net: 120.5, transport: 9.9, gross: 130.4, vat: 28.69, total: 159.09 });
    expect(totals.compliant && totals.closeEnable).toBe(true);
    expect(cartTotals([{ net: 250 }], null, 0).transport).toBe(0);
  });

  it("has no shipping and cannot be closed when empty", () => {
    expect(cartTotals([], null, 0)).toMatchObject({ net: 0, transport: 0, total: 0, compliant: true, closeEnable: false });
  });

  it("takes the coupon off the goods before the shipping threshold", () => {
    const totals = cartTotals([{ net: 270 }], welcome, 0);
    expect(totals).toMatchObject({ goods: 270, couponDiscount: 27, net: 243, transport: 9.9 });
    expect(cartTotals([{ net: 99.99 }], fromHundred, 0).couponDiscount).toBe(0);
    expect(cartTotals([{ net: 100 }], fromHundred, 0).couponDiscount).toBe(5);
  });

  it("warns below the minimum order, in the request language", () => {
    const below = cartTotals([{ net: 179.5 }], null, 300);
    expect(below).toMatchObject({ compliant: false, closeEnable: false });
    expect(minimumWarning(below, "it")).toBe("Ordine minimo 300,00 EUR di imponibile: mancano 120,50 EUR");
    expect(minimumWarning(below, "en")).toBe("Minimum order EUR 300.00 net: EUR 120.50 to go");
    const met = cartTotals([{ net: 300 }], null, 300);
    expect(met.closeEnable).toBe(true);
    expect(minimumWarning(met, "it")).toBe("");
  });
});
