import { describe, expect, it } from "vitest";
import { isValidProtocol, normaliseProtocol, parseDay, parseEuroAmount, usedPercent, vatExemptionSchema } from "./vat-exemptions";

const TODAY = "2026-12-02";
const schema = vatExemptionSchema(TODAY);
const form = { protocol: "12345678901234567-000001", protocolDate: "2026-11-20", year: "2027", amount: "10.000,00" };

function errorsOf(input: Record<string, string>) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the protocol of a declaration of intent", () => {
  it("is 17 digits, a dash and 6 digits, with spaces around dropped", () => {
    for (const typed of ["12345678901234567-000001", "  12345678901234567 - 000001 "]) expect(isValidProtocol(typed), typed).toBe(true);
    expect(normaliseProtocol(" 12345678901234567 -000001")).toBe("12345678901234567-000001");
    for (const typed of ["1234567890123456-000001", "12345678901234567-00001", "12345678901234567000001", "1234567890123456A-000001"])
      expect(isValidProtocol(typed), typed).toBe(false);
  });
});

describe("a euro amount as typed", () => {
  it("reads the Italian form and the dot form", () => {
    const read = ["10.000,00", "10000", "10.000", "1.234.567,8", "10000,5", "10000.50", "€ 1.500"].map(parseEuroAmount);
    expect(read).toEqual([10000, 10000, 10000, 1234567.8, 10000.5, 10000.5, 1500]);
  });

  it("refuses anything else", () => {
    for (const typed of ["", "dieci", "10.00.00", "1.0000,00", "10,000.00", "10000,123", "-500", "1e5"])
      expect(parseEuroAmount(typed), typed).toBeNull();
  });
});

describe("a day as typed", () => {
  it("reads a date field's value and the Italian form, only real days", () => {
    expect(parseDay("2026-11-20")).toBe("2026-11-20");
    expect(parseDay("5/3/2026")).toBe("2026-03-05");
    for (const typed of ["2026-02-30", "31/04/2026", "ieri"]) expect(parseDay(typed), typed).toBeNull();
  });
});

describe("the registration form", () => {
  it("accepts a declaration for this year or the next and normalises it", () => {
    expect(schema.parse({ ...form, protocol: " 12345678901234567 - 000001 " })).toEqual({
      protocol: "12345678901234567-000001",
      protocolDate: "2026-11-20",
      year: 2027,
      amount: 10000,
    });
    expect(schema.parse({ ...form, protocol: "12345678901234567-000001", year: "2026", protocolDate: TODAY }).year).toBe(2026);
  });

  it("says what is wrong with each field", () => {
    expect(errorsOf({ protocol: "123-45", protocolDate: "2026-12-03", year: "2028", amount: "0" })).toEqual({
      protocol: "vatExemptions.errors.protocol",
      protocolDate: "vatExemptions.errors.protocolDateFuture",
      year: "vatExemptions.errors.year",
      amount: "vatExemptions.errors.amount",
    });
    expect(errorsOf({ protocol: "", protocolDate: "30/02/2026", year: "26", amount: "tanti" })).toEqual({
      protocol: "accountForms.required",
      protocolDate: "vatExemptions.errors.protocolDate",
      year: "vatExemptions.errors.year",
      amount: "vatExemptions.errors.amount",
    });
    expect(errorsOf({ ...form, protocol: "12345678901234567-000001", year: "2025" })).toEqual({ year: "vatExemptions.errors.year" });
  });
});

describe("a declaration's bar", () => {
  it("is how much of the amount is used, within 0–100, unknown without amounts", () => {
    expect(usedPercent(50000, 49820)).toBe(100);
    expect(usedPercent(25000, 3400)).toBe(14);
    expect(usedPercent(100, 150)).toBe(100);
    expect(usedPercent(null, 10)).toBeNull();
    expect(usedPercent(0, 0)).toBeNull();
  });
});
