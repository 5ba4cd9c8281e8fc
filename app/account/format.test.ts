import { describe, expect, it } from "vitest";
import { formatDay, formatQuantity, orderNumber } from "./format";

describe("formatDay", () => {
  it("writes the day in each language and a dash when unknown", () => {
    expect(formatDay("2026-01-31", "it")).toBe("31/01/2026");
    expect(formatDay("2026-01-31", "en")).toBe("31 Jan 2026");
    expect(formatDay(null, "en")).toBe("–");
  });
});

describe("formatQuantity and orderNumber", () => {
  it("format quantities and order keys", () => {
    expect(formatQuantity(12345.5, "it")).toBe("12.345,5");
    expect(formatQuantity(12, "en")).toBe("12");
    expect(orderNumber({ type: "OC", number: "42", year: "2026" })).toBe("OC/2026/42");
  });
});
