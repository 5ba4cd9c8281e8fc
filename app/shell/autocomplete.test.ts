import { describe, expect, it } from "vitest";
import { shouldAutocomplete } from "./autocomplete";

describe("autocomplete", () => {
  it("asks only above 2 characters and up to 100", () => {
    expect(shouldAutocomplete("ab")).toBe(false);
    expect(shouldAutocomplete("  ab  ")).toBe(false);
    expect(shouldAutocomplete("abc")).toBe(true);
    expect(shouldAutocomplete("x".repeat(100))).toBe(true);
    expect(shouldAutocomplete("x".repeat(101))).toBe(false);
  });
});
