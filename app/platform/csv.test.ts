import { describe, expect, it } from "vitest";
import { csvNumber, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a BOM, separates with semicolons and ends lines with CRLF", () => {
    const csv = toCsv(["Data", "Importo"], [["2026-01-31", 1234.5]], "it");
    expect(csv).toBe("\uFEFFData;Importo\r\n2026-01-31;1234,50\r\n");
  });

  it("writes numbers with the English decimal point in English", () => {
    expect(toCsv(["Amount"], [[-12.345]], "en")).toBe("\uFEFFAmount\r\n-12.35\r\n");
  });

  it("quotes cells holding separators, quotes or new lines", () => {
    const csv = toCsv(["a"], [['Rossi; "Ferramenta"'], ["two\nlines"]], "it");
    expect(csv).toBe('\uFEFFa\r\n"Rossi; ""Ferramenta"""\r\n"two\nlines"\r\n');
  });

  it("keeps formula-like texts as text and leaves empty cells empty", () => {
    expect(toCsv(["a", "b"], [["=HYPERLINK(1)", null]], "en")).toBe("\uFEFFa;b\r\n'=HYPERLINK(1);\r\n");
  });
});

describe("csvNumber", () => {
  it("uses two decimals without grouping", () => {
    expect(csvNumber(1234567.891, "it")).toBe("1234567,89");
    expect(csvNumber(0, "en")).toBe("0.00");
  });
});
