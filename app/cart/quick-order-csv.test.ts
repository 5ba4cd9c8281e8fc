import { describe, expect, it } from "vitest";
import { parseQuickOrder } from "~/cart/quick-order";
import { csvFileName, quickOrderCsv } from "~/cart/quick-order-csv";

describe("quickOrderCsv", () => {
  it("writes the quick order's own format, which its parser reads back as the same lines", () => {
    const lines = [
      { sku: "FE10023", quantity: 12 },
      { sku: "AN10115", quantity: 1000 },
      { sku: "ID10005", quantity: 3 },
    ];
    const csv = quickOrderCsv(lines);
    expect(csv).toBe("\uFEFFcode;quantity\r\nFE10023;12\r\nAN10115;1000\r\nID10005;3\r\n");
    const { rows } = parseQuickOrder(csv);
    expect(rows.map((row) => ({ sku: row.code, quantity: row.quantity }))).toEqual(lines);
  });

  it("adds up lines of the same article (two promotions of one article are one line of the file)", () => {
    const csv = quickOrderCsv([
      { sku: "FE10023", quantity: 12 },
      { sku: "FE10023", quantity: 6 },
    ]);
    expect(parseQuickOrder(csv).rows.map((row) => [row.code, row.quantity])).toEqual([["FE10023", 18]]);
  });
});

describe("csvFileName", () => {
  it("keeps letters and digits of a name, without accents or quotes", () => {
    expect(csvFileName('Scaffale "viteria" però')).toBe("scaffale-viteria-pero.csv");
    expect(csvFileName("***")).toBe("export.csv");
  });
});
