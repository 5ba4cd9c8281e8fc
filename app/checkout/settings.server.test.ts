import { describe, expect, it } from "vitest";
import { CART } from "~/platform/config";
import { checkoutSettings, clockTime } from "./settings.server";

describe("checkout settings", () => {
  it("defaults to the spec's hours in each language (app/platform/config.ts) and hidden notes", () => {
    expect(checkoutSettings({})).toEqual({ pickupWindows: CART.pickupWindows, orderNotesEnabled: false });
  });
  it("reads windows (one truth for both languages) and notes from the environment", () => {
    const settings = checkoutSettings({ CHECKOUT_PICKUP_WINDOWS: "09:30 same 14:00-16:00", ORDER_NOTES_ENABLED: "1" });
    const window = { orderBefore: "09:30", day: "same", from: "14:00", to: "16:00" };
    expect(settings.pickupWindows).toEqual({ it: [window], en: [window] });
    expect(settings.orderNotesEnabled).toBe(true);
  });
  it("writes clock times the spec's way in each language", () => {
    expect(clockTime("14:00", "it")).toBe("14:00");
    expect(["00:15", "10:00", "12:00", "13:00", "16:30"].map((time) => clockTime(time, "en"))).toEqual([
      "12.15 am",
      "10.00 am",
      "12.00 pm",
      "1.00 pm",
      "4.30 pm",
    ]);
  });
});
