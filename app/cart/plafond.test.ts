import { describe, expect, it } from "vitest";
import { aboveThePlafond, isValidDeclaration, remainingPlafond, type PlafondDeclaration } from "./plafond";

const TODAY = "2026-12-02";
const valid: PlafondDeclaration = { remaining: 180, validFrom: "2026-01-15", validTo: "2026-12-31", status: "ACTIVE" };

describe("plafond", () => {
  it("counts a declaration within its validity, not an ended one nor one not started yet", () => {
    expect(isValidDeclaration(valid, TODAY)).toBe(true);
    expect(isValidDeclaration({ ...valid, validTo: "2026-12-01" }, TODAY)).toBe(false);
    expect(isValidDeclaration({ ...valid, validFrom: "2027-01-01", validTo: "2027-12-31" }, TODAY)).toBe(false);
    expect(isValidDeclaration({ ...valid, status: "EXPIRED" }, TODAY)).toBe(false);
    expect(isValidDeclaration({ ...valid, status: "REVOKED" }, TODAY)).toBe(false);
    // Dates the ERP did not give are open ends; a status it did not give does not end it.
    expect(isValidDeclaration({ remaining: 1, validFrom: null, validTo: null, status: "" }, TODAY)).toBe(true);
  });

  it("adds up what is left of the valid declarations, and knows none without one", () => {
    expect(remainingPlafond([valid, { ...valid, remaining: 20.5 }, { ...valid, status: "EXPIRED", remaining: 1000 }], TODAY)).toBe(200.5);
    expect(remainingPlafond([{ ...valid, status: "EXPIRED" }], TODAY)).toBeNull();
    expect(remainingPlafond([{ ...valid, remaining: null }], TODAY)).toBeNull();
    expect(remainingPlafond([], TODAY)).toBeNull();
  });

  it("says how much of an order's taxable is above it", () => {
    expect(aboveThePlafond(250, 180)).toBe(70);
    expect(aboveThePlafond(180, 180)).toBe(0);
    expect(aboveThePlafond(100.1, 100.05)).toBe(0.05);
  });
});
