import { describe, expect, it } from "vitest";
import { applyCascade, cascadeLabel, decimalComma, round2, shippingFor, vatOf } from "./money";

describe("money", () => {
  it("rounds half away from zero to cents", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it("formats with a decimal comma and dot thousands", () => {
    expect(decimalComma(0)).toBe("0,00");
    expect(decimalComma(9.9)).toBe("9,90");
    expect(decimalComma(1234.5)).toBe("1.234,50");
    expect(decimalComma(1234567.891)).toBe("1.234.567,89");
    expect(decimalComma(-12.3)).toBe("-12,30");
    expect(decimalComma(999.999)).toBe("1.000,00");
  });

  it("applies cascade discounts one after the other", () => {
    expect(applyCascade(100, [30, 10])).toBe(63);
    expect(applyCascade(100, [])).toBe(100);
    expect(applyCascade(19.99, [15])).toBe(16.99);
    expect(cascadeLabel([30, 10, 2])).toBe("30+10+2");
    expect(cascadeLabel([])).toBe("");
  });

  it("charges VAT at 22% and shipping below 250 net", () => {
    expect(vatOf(100)).toBe(22);
    expect(vatOf(259.9)).toBe(57.18);
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(249.99)).toBe(9.9);
    expect(shippingFor(250)).toBe(0);
  });
});
