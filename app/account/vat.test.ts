import { describe, expect, it } from "vitest";
import { isValidItalianVat, normalizeItalianVat } from "./vat";

describe("isValidItalianVat", () => {
  it("accepts real check digits, with or without the IT prefix and spaces", () => {
    for (const typed of ["00743110157", "IT00743110157", "it 0074 3110 157", "01114601006", "00000000000"])
      expect(isValidItalianVat(typed), typed).toBe(true);
  });

  it("refuses a wrong check digit", () => {
    for (const typed of ["00743110158", "01114601007"]) expect(isValidItalianVat(typed), typed).toBe(false);
  });

  it("refuses the wrong length, letters and other prefixes", () => {
    for (const typed of ["0074311015", "007431101570", "0074311015A", "DE00743110157", ""]) expect(isValidItalianVat(typed), typed).toBe(false);
  });
});

describe("normalizeItalianVat", () => {
  it("drops spaces and the IT prefix", () => {
    expect(normalizeItalianVat(" IT 00743110157 ")).toBe("00743110157");
  });
});
