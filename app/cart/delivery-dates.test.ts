import { describe, expect, it } from "vitest";
import { addWorkingDays, cartDelivery, postedDay } from "./delivery-dates";

const lines = [
  { rowId: "1", productId: "10" },
  { rowId: "2", productId: "20" },
  { rowId: "3", productId: "30" },
  { rowId: "4", productId: "40" },
];

describe("cartDelivery", () => {
  it("dates each line the ERP dated: late after the shipping day, chosen when the row holds a later day; none for the rest", () => {
    const availability = new Map([
      ["10", { availableOn: "2026-12-07", recordedOn: "2026-12-07", late: false }],
      ["20", { availableOn: "2026-12-14", recordedOn: null, late: true }],
      ["30", { availableOn: null, recordedOn: null, late: true }],
      ["40", { availableOn: "2026-12-07", recordedOn: "2026-12-18", late: false }],
    ]);
    expect(cartDelivery(lines, availability, "2026-12-07")).toEqual({
      shippingDay: "2026-12-07",
      lines: {
        "1": { day: "2026-12-07", earliest: "2026-12-07", late: false, chosen: false },
        "2": { day: "2026-12-14", earliest: "2026-12-14", late: true, chosen: false },
        "4": { day: "2026-12-18", earliest: "2026-12-07", late: false, chosen: true },
      },
      orderEarliest: "2026-12-14",
    });
  });

  it("has no least day for the order when no line has a date", () => {
    expect(cartDelivery(lines, new Map(), "2026-12-07")).toEqual({ shippingDay: "2026-12-07", lines: {}, orderEarliest: null });
  });
});

describe("addWorkingDays", () => {
  it("skips Saturdays, Sundays and Italian holidays", () => {
    expect(addWorkingDays("2026-12-03", 3)).toBe("2026-12-09");
    expect(addWorkingDays("2026-12-09", 3)).toBe("2026-12-14");
    expect(addWorkingDays("2026-04-02", 1)).toBe("2026-04-03");
    expect(addWorkingDays("2026-04-03", 1)).toBe("2026-04-07");
  });
});

describe("postedDay", () => {
  it.each([
    ["2026-12-10", "2026-12-10"],
    ["2026-02-30", null],
    ["10/12/2026", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(postedDay(input)).toBe(expected);
  });
});
