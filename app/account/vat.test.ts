import { describe, expect, it } from "vitest";
import { isValidItalianVat, normalizeItalianVat } from "./vat";

describe("isValidItalianVat", () => {
  it("accepts real check digits, with or without the IT prefix and spaces", () => {
    expect(isValidItalianVat("00743110157")).toBe(true);
    expect(isValidItalianVat("IT00743110157")).toBe(true);
    expect(isValidItalianVat("it 0074 3110 157")).toBe(true);
    expect(isValidItalianVat("01114601006")).toBe(true);
    expect(isValidItalianVat("00000000000")).toBe(true);
  });

  it("refuses a wrong check digit", () => {
    expect(isValidItalianVat("00743110158")).toBe(false);
    expect(isValidItalianVat("01114601007")).toBe(false);
  });

  it("refuses the wrong length, letters and other prefixes", () => {
    expect(isValidItalianVat("0074311015")).toBe(false);
    expect(isValidItalianVat("007431101570")).toBe(false);
    expect(isValidItalianVat("0074311015A")).toBe(false);
    expect(isValidItalianVat("DE00743110157")).toBe(false);
    expect(isValidItalianVat("")).toBe(false);
  });
});

describe("normalizeItalianVat", () => {
  it("drops spaces and the IT prefix", () => {
    expect(normalizeItalianVat(" IT 00743110157 ")).toBe("00743110157");
  });
});
