import { describe, expect, it } from "vitest";
import { ean13, ean13CheckDigit, isValidEan13 } from "./ean";

describe("EAN-13", () => {
  it("computes the check digit of known codes", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("978030640615")).toBe(7);
    expect(ean13CheckDigit("800000000000")).toBe(2);
    expect(ean13("501234567890")).toBe("5012345678900");
  });

  it("validates whole codes", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339a1")).toBe(false);
  });

  it("refuses anything but twelve digits", () => {
    expect(() => ean13CheckDigit("12345")).toThrow();
  });
});
