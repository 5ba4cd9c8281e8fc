import { describe, expect, it } from "vitest";
import {
  addressLine,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatPrice,
  formatQuantity,
  orderNumber,
  roundCents,
  sumMoney,
  todayInRome,
} from "~/platform/format";

describe("format", () => {
  it("writes money in each language, and nothing for what is not a number", () => {
    expect(formatPrice(1234.5, "it")).toBe("1234,50\u00a0€");
    expect(formatPrice(1234.5, "en")).toBe("€1,234.50");
    expect(formatPrice("12.5", "en")).toBe("€12.50");
    expect(formatPrice(undefined, "it")).toBe("");
    expect(formatPrice("abc", "it")).toBe("");
  });

  it("writes ERP days as calendar days, short in tables and long in sentences", () => {
    expect(formatDay("2026-01-31", "it")).toBe("31/01/2026");
    expect(formatDay("2026-01-31T23:30:00", "en")).toBe("31 Jan 2026");
    expect(formatDay(null, "it")).toBe("–");
    expect(formatDay("31/01/2026", "it")).toBe("–");
    expect(formatLongDay("2026-03-12", "it")).toBe("12 marzo 2026");
    expect(formatLongDay("2026-03-12", "en")).toBe("12 March 2026");
    expect(formatLongDay("", "en")).toBe("");
    expect(formatDateTime("2026-03-12T14:05:00", "it")).toMatch(/^12\/03\/26,? 14:05$/);
    expect(formatDateTime("not a date", "it")).toBe("");
  });

  it("writes a moment on the shop's clock as it is, whatever the time zone of the machine", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/New_York", "Asia/Tokyo"]) {
        process.env.TZ = tz;
        expect(formatDateTime("2026-07-15T17:53:00", "it")).toMatch(/^15\/07\/26,? 17:53$/);
        expect(formatDateTime("2026-07-15T17:53:00", "en")).toMatch(/^15\/07\/2026,? 17:53$/);
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it("writes quantities, order numbers and address lines", () => {
    expect(formatQuantity(1234.5, "it")).toBe("1234,5");
    expect(formatQuantity(12, "en")).toBe("12");
    expect(orderNumber({ type: "OC", year: "2026", number: "123" })).toBe("OC/2026/123");
    expect(addressLine({ street: "Via Roma 1", postalCode: "40100", city: "Bologna", province: "BO" })).toBe("Via Roma 1, 40100 Bologna (BO)");
    expect(addressLine({ street: "Via Roma 1", city: "Bologna" })).toBe("Via Roma 1, Bologna");
  });

  it("rounds to the cent", () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-2.345)).toBe(-2.34);
  });

  it("adds amounts in whole cents", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 0.01, 100.005])).toBe(120.01);
    expect(sumMoney([])).toBe(0);
  });
});

describe("todayInRome", () => {
  it("uses the Italian calendar day", () => {
    expect(todayInRome(new Date("2026-01-31T23:30:00Z"))).toBe("2026-02-01");
    expect(todayInRome(new Date("2026-07-01T10:00:00Z"))).toBe("2026-07-01");
  });
});
