import { describe, expect, it } from "vitest";
import { orderNetTotal } from "./order-amounts";

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
