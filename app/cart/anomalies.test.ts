import { describe, expect, it } from "vitest";
import { placeAnomalies } from "~/cart/anomalies";

const lines = [
  { rowId: "11", productId: "500" },
  { rowId: "12", productId: "501" },
];

describe("placeAnomalies", () => {
  it("places a finding on the line of its row id, else of its article", () => {
    const placed = placeAnomalies(
      [
        { rowId: "12", productId: "500", code: "A", message: "by row" },
        { rowId: null, productId: "500", code: "B", message: "by article" },
      ],
      lines,
    );
    expect(placed).toEqual({ byRow: { "12": ["by row"], "11": ["by article"] }, general: [] });
  });

  it("keeps a finding that names no line of the cart as the cart's own", () => {
    const placed = placeAnomalies(
      [
        { rowId: "99", productId: null, code: "A", message: "another row" },
        { rowId: null, productId: null, code: "B", message: "the cart" },
      ],
      lines,
    );
    expect(placed).toEqual({ byRow: {}, general: ["another row", "the cart"] });
  });

  it("shows nothing when there are no findings", () => {
    expect(placeAnomalies([], lines)).toEqual({ byRow: {}, general: [] });
  });
});
