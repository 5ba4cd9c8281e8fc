import { describe, expect, it } from "vitest";
import { addRead, codeOf, isRepeatRead, removeLine, resolveLine, stepLine, typeQuantity, type ScanLine, type ScanLookup } from "~/scan/scan-list";

const boxOf6: ScanLookup = { status: "found", sku: "FE100", name: "Viti 4x40", multiple: 6, orderable: true };

describe("the scanner's list", () => {
  it("puts a new code on top, looking up, with quantity 1 (or the typed quantity)", () => {
    const lines = addRead(addRead([], "8001234567890"), "FE200", 3);
    expect(lines).toEqual([
      { code: "FE200", quantity: 3, lookup: null },
      { code: "8001234567890", quantity: 1, lookup: null },
    ]);
  });

  it("rounds the quantity up to whole packs once the article is known", () => {
    const lines = resolveLine(addRead([], "8001234567890"), "8001234567890", boxOf6);
    expect(lines[0]).toMatchObject({ quantity: 6, lookup: boxOf6 });
  });

  it("adds one pack when the same code is read again, and a typed quantity rounded up to packs", () => {
    let lines = resolveLine(addRead([], "8001234567890"), "8001234567890", boxOf6);
    lines = addRead(lines, "8001234567890");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(12);
    lines = addRead(lines, "8001234567890", 2);
    expect(lines[0]!.quantity).toBe(18);
  });

  it("moves by packs with − and +, never below one pack", () => {
    let lines = resolveLine(addRead([], "X1"), "X1", boxOf6);
    lines = stepLine(lines, "X1", 1);
    expect(lines[0]!.quantity).toBe(12);
    lines = stepLine(stepLine(lines, "X1", -1), "X1", -1);
    expect(lines[0]!.quantity).toBe(6);
  });

  it("rounds a typed quantity up to packs and ignores text that is no quantity", () => {
    const lines = resolveLine(addRead([], "X1"), "X1", boxOf6);
    expect(typeQuantity(lines, "X1", "7")[0]!.quantity).toBe(12);
    expect(typeQuantity(lines, "X1", "abc")[0]!.quantity).toBe(6);
    expect(typeQuantity(lines, "X1", "0")[0]!.quantity).toBe(6);
  });

  it("keeps an unknown code on the list, with its quantity, moving by one", () => {
    let lines = resolveLine(addRead([], "0000000000000", 2), "0000000000000", { status: "unknown" });
    expect(lines).toEqual([{ code: "0000000000000", quantity: 2, lookup: { status: "unknown" } }]);
    lines = stepLine(addRead(lines, "0000000000000"), "0000000000000", 1);
    expect(lines[0]!.quantity).toBe(4);
  });

  it("removes a line", () => {
    const lines: ScanLine[] = addRead(addRead([], "A1"), "B2");
    expect(removeLine(lines, "A1").map((line) => line.code)).toEqual(["B2"]);
  });
});

describe("reads", () => {
  it("takes one token of up to 40 characters, in upper case", () => {
    expect(codeOf(" fe100 ")).toBe("FE100");
    expect(codeOf("8001234567890")).toBe("8001234567890");
    expect(codeOf("")).toBeNull();
    expect(codeOf("see our shop")).toBeNull();
    expect(codeOf("FE100;3")).toBeNull();
    expect(codeOf("X".repeat(41))).toBeNull();
  });

  it("takes the same code seen again within 1.5 s as the same read", () => {
    expect(isRepeatRead(null, "A", 0)).toBe(false);
    expect(isRepeatRead({ code: "A", at: 1_000 }, "A", 2_400)).toBe(true);
    expect(isRepeatRead({ code: "A", at: 1_000 }, "A", 2_600)).toBe(false);
    expect(isRepeatRead({ code: "A", at: 1_000 }, "B", 1_100)).toBe(false);
  });
});
