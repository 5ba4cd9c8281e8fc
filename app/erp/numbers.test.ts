import { describe, expect, it } from "vitest";
import { parseErpNumber, roundNumbersDeep, roundTo } from "./numbers";

describe("parseErpNumber", () => {
  it.each([
    [12, 12],
    [0, 0],
    [-3.5, -3.5],
    ["1.234,50", 1234.5],
    ["1.234.567,89", 1234567.89],
    ["9,90", 9.9],
    ["0,00", 0],
    ["-12,5", -12.5],
    ["1234,5", 1234.5],
    ["12.5", 12.5],
    ["12", 12],
    [" 250,00 ", 250],
    ["1.234.567", 1234567],
    ["1.000", 1000],
    ["12.000", 12000],
    ["0.500", 0.5],
    ["12.50", 12.5],
    ["1.5", 1.5],
  ])("%j → %j", (input, expected) => {
    expect(parseErpNumber(input)).toBe(expected);
  });

  it.each([[""], ["abc"], ["1,2,3"], ["12.345,6.7"], [null], [undefined], [Number.NaN], [Infinity], [{}], [true]])("%j is not a number", (input) => {
    expect(parseErpNumber(input)).toBeNull();
  });
});

describe("roundTo", () => {
  it("rounds to the given decimals without binary artefacts", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.1 + 0.2, 4)).toBe(0.3);
    expect(roundTo(12.345678, 4)).toBe(12.3457);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(7, 4)).toBe(7);
    expect(roundTo(1e-7, 4)).toBe(0);
  });
});

describe("roundNumbersDeep", () => {
  it("rounds every number of a nested value", () => {
    expect(roundNumbersDeep({ price: 12.345678, list: [1.23456, "2.345678", { q: 0.00004 }], ok: true, none: null, bad: Number.NaN }, 4)).toEqual({
      price: 12.3457,
      list: [1.2346, "2.345678", { q: 0 }],
      ok: true,
      none: null,
      bad: null,
    });
  });
});
