import { describe, expect, it } from "vitest";
import { parsePickupWindows } from "./pickup-windows";

describe("pickup windows setting", () => {
  it("reads windows separated by semicolons", () => {
    expect(parsePickupWindows("09:30 same 14:00-16:00; 16:00 next 10:00-13:00")).toEqual([
      { orderBefore: "09:30", day: "same", from: "14:00", to: "16:00" },
      { orderBefore: "16:00", day: "next", from: "10:00", to: "13:00" },
    ]);
  });
  it("refuses a malformed window", () => {
    expect(() => parsePickupWindows("10 same 13-16")).toThrow(/CHECKOUT_PICKUP_WINDOWS/);
  });
});
