import { describe, expect, it } from "vitest";
import { linesToAdd, pickedListTarget, resolveListTarget, rowsToOrder, steppedQuantity } from "~/lists/rules";

const LISTS = [
  { id: "7", name: "Scaffale viteria" },
  { id: "12", name: "Furgone Mario" },
];

const row = (rowId: string, sku: string, quantity: number) => ({ rowId, sku, quantity, note: "", createdByAgent: null });

describe("pickedListTarget", () => {
  it("takes a typed name first, else a list of the customer's from the menu, never another id", () => {
    expect(pickedListTarget("12", "scaffale viteria", LISTS)).toEqual({ kind: "existing", id: "7" });
    expect(pickedListTarget("12", " Furgone ", LISTS)).toEqual({ kind: "new", name: "Furgone" });
    expect(pickedListTarget("12", "", LISTS)).toEqual({ kind: "existing", id: "12" });
    expect(pickedListTarget("", "  ", LISTS)).toBe("none");
    expect(pickedListTarget("999", "", LISTS)).toBe("unknown");
    expect(pickedListTarget("Scaffale viteria", "", LISTS)).toBe("unknown");
  });
});

describe("resolveListTarget", () => {
  it("finds a list by its id or by its name in any case, and makes any other name a new list", () => {
    expect(resolveListTarget("12", LISTS)).toEqual({ kind: "existing", id: "12" });
    expect(resolveListTarget("  scaffale   VITERIA ", LISTS)).toEqual({ kind: "existing", id: "7" });
    expect(resolveListTarget("Banco  cassa", LISTS)).toEqual({ kind: "new", name: "Banco cassa" });
    expect(resolveListTarget("   ", LISTS)).toBeNull();
  });
});

describe("linesToAdd", () => {
  it("reads the quick order's format (header, BOM, CRLF), adds up repeated codes and keeps bad quantities apart", () => {
    const added = linesToAdd("\uFEFFcode;quantity\r\nfe100;3\r\nFE100;2\r\nAN10115\r\nGI10055;zero\r\n");
    expect(added.rows).toEqual([
      { sku: "FE100", quantity: 5 },
      { sku: "AN10115", quantity: 1 },
    ]);
    expect(added.invalid.map((bad) => bad.code)).toEqual(["GI10055"]);
    expect(added.lineCount).toBe(4);
  });
});

describe("rowsToOrder", () => {
  const rows = [row("1", "FE100", 12), row("2", "AN10115", 3), row("3", "GI10055", 7)];

  it("orders every row, or only the ticked ones, in the list's order as quick order lines", () => {
    expect(rowsToOrder(rows, null).map((line) => [line.line, line.code, line.quantity])).toEqual([
      [1, "FE100", 12],
      [2, "AN10115", 3],
      [3, "GI10055", 7],
    ]);
    expect(rowsToOrder(rows, ["3", "1", "99"]).map((line) => line.code)).toEqual(["FE100", "GI10055"]);
    expect(rowsToOrder(rows, [])).toEqual([]);
  });
});

describe("steppedQuantity", () => {
  it("steps by one piece and never below one", () => {
    expect(steppedQuantity(5, 1)).toBe(6);
    expect(steppedQuantity(5, -1)).toBe(4);
    expect(steppedQuantity(1, -1)).toBe(1);
  });
});
