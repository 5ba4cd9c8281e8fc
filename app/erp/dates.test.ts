import { describe, expect, it } from "vitest";
import { parseErpDate, parseErpDateTime, toErpCompactDate } from "./dates";

describe("parseErpDate", () => {
  it.each([
    ["31/01/2026", "2026-01-31"],
    ["31012026", "2026-01-31"],
    ["2026-01-31", "2026-01-31"],
    ["2026-01-31T10:20:30Z", "2026-01-31"],
    ["2026-01-31 10:20:30", "2026-01-31"],
    ["31/01/2026 00:00:00", "2026-01-31"],
    ["29/02/2024", "2024-02-29"],
    ["31/01/26", "2026-01-31"],
    ["1/2/2026", "2026-02-01"],
    ["05.03.2026", "2026-03-05"],
  ])("%s → %s", (input, expected) => {
    expect(parseErpDate(input)).toBe(expected);
  });

  it.each([["31/02/2026"], ["2026-13-01"], ["31/01/026"], [""], [null], [20260131], ["32012026"]])("%j is not a date", (input) => {
    expect(parseErpDate(input)).toBeNull();
  });
});

describe("parseErpDateTime", () => {
  it("reads the ERP's date-time forms", () => {
    expect(parseErpDateTime("2026-03-04 09:05:07")).toBe("2026-03-04T09:05:07");
    expect(parseErpDateTime("2026-03-04T09:05")).toBe("2026-03-04T09:05:00");
    expect(parseErpDateTime("04/03/2026")).toBe("2026-03-04T00:00:00");
    expect(parseErpDateTime("2026-03-04 25:00:00")).toBeNull();
    expect(parseErpDateTime("soon")).toBeNull();
  });

  it("puts a time with an offset on the shop's clock (Europe/Rome, winter and summer)", () => {
    expect(parseErpDateTime("2026-01-15T15:53:00Z")).toBe("2026-01-15T16:53:00");
    expect(parseErpDateTime("2026-07-15 15:53:00+00:00")).toBe("2026-07-15T17:53:00");
    expect(parseErpDateTime("2026-07-15T23:30:00.123Z")).toBe("2026-07-16T01:30:00");
    expect(parseErpDateTime("2026-07-15T17:53:00+0200")).toBe("2026-07-15T17:53:00");
  });
});

describe("toErpCompactDate", () => {
  it("writes DDMMYYYY", () => {
    expect(toErpCompactDate("2026-01-31")).toBe("31012026");
  });
});
