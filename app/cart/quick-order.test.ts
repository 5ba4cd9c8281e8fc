import { describe, expect, it } from "vitest";
import { parseQuantity, parseQuickOrder, rowsBackToText, rowsToText, skusOfCodes, tooManyCodes } from "./quick-order";

describe("parseQuantity", () => {
  it("accepts positive whole numbers", () => {
    expect(parseQuantity("12")).toBe(12);
    expect(parseQuantity(" 3 ")).toBe(3);
    expect(parseQuantity("6,00")).toBe(6);
    expect(parseQuantity("6.0")).toBe(6);
  });
  it("refuses zero, negatives, fractions and words", () => {
    for (const bad of ["0", "-2", "1,5", "abc", "", "1e3", "9999999"]) expect(parseQuantity(bad)).toBeNull();
  });
});

describe("parseQuickOrder", () => {
  it("reads every separator", () => {
    const { rows } = parseQuickOrder("FE100\t6\nfe101;12\nFE102, 3\nFE103 4\nFE104,5\n 8012345678901   2 ");
    expect(rows.map((row) => [row.code, row.quantity])).toEqual([
      ["FE100", 6],
      ["FE101", 12],
      ["FE102", 3],
      ["FE103", 4],
      ["FE104", 5],
      ["8012345678901", 2],
    ]);
  });
  it("skips blank lines and a header, keeps line numbers", () => {
    const { rows } = parseQuickOrder("codice;quantita\r\n\r\nFE100;2\r\n");
    expect(rows).toEqual([{ line: 3, code: "FE100", quantityText: "2", quantity: 2 }]);
  });
  it("keeps a bad quantity as typed", () => {
    const { rows } = parseQuickOrder("FE100;zero\nFE101;-1");
    expect(rows.map((row) => [row.quantityText, row.quantity])).toEqual([
      ["zero", null],
      ["-1", null],
    ]);
  });
  it("means 1 when only a code is given", () => {
    expect(parseQuickOrder("FE100").rows[0]?.quantity).toBe(1);
  });
  it("reads every line, however many: the limit refuses a list, it never cuts one short", () => {
    const text = Array.from({ length: 250 }, (_, index) => `FE${index};1`).join("\n");
    expect(parseQuickOrder(text).rows).toHaveLength(250);
  });
  it("reads a CSV with quotes and a BOM", () => {
    const { rows } = parseQuickOrder('\uFEFF"code";"quantity"\n"FE100";"2"');
    expect(rows.map((row) => [row.code, row.quantity])).toEqual([["FE100", 2]]);
  });
});

describe("tooManyCodes", () => {
  it("refuses more codes than one post may resolve, naming the limit and the count", () => {
    expect(tooManyCodes(200, 200)).toBeNull();
    expect(tooManyCodes(201, 200)).toEqual({ kind: "error", key: "cart.tooManyCodes", values: { count: 201, max: 200 } });
  });
  it("allows 200 codes a post by default", () => {
    expect(tooManyCodes(200)).toBeNull();
    expect(tooManyCodes(201)).not.toBeNull();
  });
});

describe("skusOfCodes", () => {
  const barcodes = new Map([["8001234567890", { sku: "FE10023" }]]);

  it("names a barcode's article, even when the ERP priced the barcode under its own key", () => {
    const priced = new Set(["8001234567890", "AN10115"]);
    expect(skusOfCodes(["8001234567890", "AN10115"], (code) => priced.has(code), barcodes)).toEqual(
      new Map([
        ["8001234567890", "FE10023"],
        ["AN10115", "AN10115"],
      ]),
    );
  });

  it("leaves out a code neither priced nor found as a barcode; a priced code of digits not found as a barcode is an article code", () => {
    const priced = new Set(["12345678"]);
    expect(skusOfCodes(["NOPE1", "0000000000000", "12345678"], (code) => priced.has(code), barcodes)).toEqual(new Map([["12345678", "12345678"]]));
  });
});

describe("rows", () => {
  it("turns typed rows into text and back", () => {
    expect(
      rowsToText([
        { code: "FE1", quantity: "2" },
        { code: " ", quantity: "" },
        { code: "FE2", quantity: "" },
      ]),
    ).toBe("FE1;2\nFE2;1");
    expect(rowsBackToText([{ code: "FE1", quantityText: "x" }])).toBe("FE1;x");
  });
});
