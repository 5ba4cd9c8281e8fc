import { describe, expect, it } from "vitest";
import { checkoutSettings, parsePickupWindows } from "./settings.server";

describe("checkout settings", () => {
  it("defaults to the spec's English hours and hidden notes", () => {
    expect(checkoutSettings({})).toEqual({
      pickupWindows: [
        { orderBefore: "10:00", day: "same", from: "13:00", to: "16:00" },
        { orderBefore: "16:00", day: "next", from: "10:00", to: "13:00" },
      ],
      orderNotesEnabled: false,
    });
  });
  it("reads windows and notes from the environment", () => {
    const settings = checkoutSettings({ CHECKOUT_PICKUP_WINDOWS: "09:30 same 14:00-16:00", ORDER_NOTES_ENABLED: "1" });
    expect(settings.pickupWindows).toEqual([{ orderBefore: "09:30", day: "same", from: "14:00", to: "16:00" }]);
    expect(settings.orderNotesEnabled).toBe(true);
  });
  it("refuses a malformed window", () => {
    expect(() => parsePickupWindows("10 same 13-16")).toThrow(/CHECKOUT_PICKUP_WINDOWS/);
  });
});
