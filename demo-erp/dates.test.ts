import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  deliveryDate,
  displayDate,
  easterSunday,
  endOfMonth,
  isBusinessDay,
  isIsoDate,
  parseCompactDate,
  pickupDate,
  romeDateTime,
  romeTimestamp,
} from "./dates";

describe("dates", () => {
  it("reads the Rome calendar day and time", () => {
    expect(romeDateTime(new Date("2026-01-15T23:30:00Z"))).toEqual({ date: "2026-01-16", hour: 0, minute: 30, second: 0 });
    expect(romeDateTime(new Date("2026-07-15T07:59:07Z"))).toEqual({ date: "2026-07-15", hour: 9, minute: 59, second: 7 });
    expect(romeTimestamp(new Date("2026-07-15T07:59:07Z"))).toBe("2026-07-15 09:59:07");
  });

  it("knows weekends and Italian holidays", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(isBusinessDay("2026-04-06")).toBe(false); // Easter Monday
    expect(isBusinessDay("2026-06-02")).toBe(false); // Festa della Repubblica
    expect(isBusinessDay("2026-03-14")).toBe(false); // Saturday
    expect(isBusinessDay("2026-03-16")).toBe(true);
  });

  it("counts business days", () => {
    expect(addBusinessDays("2026-03-13", 3)).toBe("2026-03-18"); // Friday → Wednesday
    expect(addBusinessDays("2026-04-02", 3)).toBe("2026-04-08"); // over Easter Monday
    expect(addBusinessDays("2026-12-23", 1)).toBe("2026-12-24");
    expect(addBusinessDays("2026-12-24", 1)).toBe("2026-12-28");
  });

  it("dates a delivery three business days out and a pickup today before 10:00", () => {
    expect(deliveryDate(new Date("2026-03-13T10:00:00Z"))).toBe("2026-03-18");
    expect(pickupDate(new Date("2026-03-16T08:59:00Z"))).toBe("2026-03-16"); // 09:59 in Rome
    expect(pickupDate(new Date("2026-03-16T09:00:00Z"))).toBe("2026-03-17"); // 10:00 in Rome
    expect(pickupDate(new Date("2026-03-14T07:00:00Z"))).toBe("2026-03-16"); // Saturday
  });

  it("converts the ERP's date formats", () => {
    expect(displayDate("2026-03-05")).toBe("05/03/2026");
    expect(parseCompactDate("05032026")).toBe("2026-03-05");
    expect(parseCompactDate("31022026")).toBeNull();
    expect(parseCompactDate("2026-03-05")).toBeNull();
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(endOfMonth("2024-02-10")).toBe("2024-02-29");
  });
});
