import { describe, expect, it } from "vitest";
import { orderAmounts, orderNetTotal } from "./order-amounts";

describe("orderNetTotal", () => {
  it("adds the lines' net values to the cent", () => {
    expect(orderNetTotal([100.1, 60.2, 100.2])).toBe(260.5);
  });

  it("is unknown when one line's value is unknown, never a partial sum", () => {
    expect(orderNetTotal([100.1, null])).toBeNull();
  });

  it("is 0 for an order without lines", () => {
    expect(orderNetTotal([])).toBe(0);
  });
});

describe("orderAmounts", () => {
  it("totals an order as the order list does, its coupon the difference from the lines", () => {
    // The order of the issue: lines of 356,86 €, sent with a 10 % coupon for 321,17 €.
    expect(orderAmounts([200.5, 100.16, 56.2], 321.17)).toEqual({ lines: 356.86, adjustment: -35.69, total: 321.17 });
  });

  it("has no difference when the lines make the total", () => {
    expect(orderAmounts([100.1, 60.2, 100.2], 260.5)).toEqual({ lines: 260.5, adjustment: 0, total: 260.5 });
  });

  it("keeps the list's total when a line is unknown, the difference unknown", () => {
    expect(orderAmounts([100.1, null], 180)).toEqual({ lines: null, adjustment: null, total: 180 });
  });
});
